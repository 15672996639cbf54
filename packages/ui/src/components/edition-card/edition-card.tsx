import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../button/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../card/card.tsx';

/** One resource line of an edition: `vCPU` → `2`, `Memory` → `8 GB`. */
export interface EditionInfoItem {
  name: string;
  value: string;
}

export interface EditionCardProps {
  /** Edition name, e.g. `Standard`. */
  title: string;
  /** One line under the title: who it is for. */
  tips?: ReactNode;
  /** Resources: vCPU, memory, storage. */
  info: readonly EditionInfoItem[];
  /** Selling points, one per line. */
  features?: readonly ReactNode[];
  /** The price, e.g. `$1.14/hr` (pass an `<Amount kind="unit-price" />` for exact formatting). */
  priceText?: ReactNode;
  /** Under the price, e.g. `about $832.20/month`. */
  priceTip?: ReactNode;
  /** Label of the button. Defaults to `Select`, or `Contact us` for a contact-only edition. */
  buttonText?: string;
  /** Contact-only edition (Enterprise): no price, and the button links to `contactHref`. */
  contactUs?: boolean;
  /** Where "Contact us" goes (a mailto: or a sales page). Opens in a new tab when it is a web page. */
  contactHref?: string;
  /** Shown as the price of a contact-only edition. */
  contactPriceText?: string;
  /** Called when the user picks this edition. */
  onSelect?: () => void;
  /** This edition is the current choice: highlighted, and the button reads `selectedText`. */
  selected?: boolean;
  /** Label of the button while selected. */
  selectedText?: string;
  /**
   * The edition cannot be chosen now (sold out, not allowed); say why in `disabledReason`. The
   * button stays focusable, announced unavailable (`aria-disabled`), and pressing it does nothing.
   */
  disabled?: boolean;
  /** Why it cannot be chosen; shown under the button and read as its description. */
  disabledReason?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the resource list. */
  infoLabel?: string;
  /** Accessible name of the feature list. */
  featuresLabel?: string;
  /** Extra classes on the card. */
  className?: string;
}

/**
 * One edition of the catalogue (spec section 3 "Edition entry"): title, tips, the vCPU / memory /
 * storage list, features, price text and tip, and a button. A contact-only edition (Enterprise)
 * shows "Contact us" instead of a price and links to sales.
 */
export function EditionCard({
  title,
  tips,
  info,
  features = [],
  priceText,
  priceTip,
  buttonText,
  contactUs = false,
  contactHref,
  contactPriceText = 'Contact us',
  onSelect,
  selected = false,
  selectedText = 'Selected',
  disabled = false,
  disabledReason,
  headingLevel = 3,
  infoLabel = 'Resources',
  featuresLabel = 'Features',
  className,
}: EditionCardProps) {
  const label = buttonText ?? (contactUs ? 'Contact us' : 'Select');
  const external = contactHref !== undefined && /^https?:/i.test(contactHref);
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  return (
    <Card
      data-slot="edition-card"
      data-selected={selected || undefined}
      data-contact-us={contactUs || undefined}
      data-disabled={disabled || undefined}
      className={cn(
        'h-full transition-shadow duration-(--duration-fast)',
        selected && 'border-primary ring-2 ring-primary',
        // No fading: muted text on a faded card would fail contrast; the refused button and the
        // reason say it.
        disabled && 'border-dashed',
        className,
      )}
    >
      <CardHeader>
        <CardTitle level={headingLevel}>{title}</CardTitle>
        {tips ? <CardDescription>{tips}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div data-slot="edition-card-price">
          <p className="text-2xl font-semibold tabular-nums">
            {contactUs ? contactPriceText : priceText}
          </p>
          {!contactUs && priceTip ? <p className="text-sm text-muted-fg">{priceTip}</p> : null}
        </div>
        <dl aria-label={infoLabel} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {info.map((item) => (
            <div key={item.name} className="contents">
              <dt className="text-muted-fg">{item.name}</dt>
              <dd className="font-medium">{item.value}</dd>
            </div>
          ))}
        </dl>
        {features.length > 0 ? (
          <ul aria-label={featuresLabel} className="flex flex-col gap-1.5 text-sm">
            {features.map((feature, index) => (
              <li key={index} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        {contactUs && contactHref ? (
          <a
            href={contactHref}
            className={buttonVariants({ variant: 'outline' })}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </a>
        ) : (
          // Refused: `aria-disabled`, not `disabled`, so Tab reaches it and the reason is read with it.
          <Button
            variant={selected ? 'primary' : 'outline'}
            aria-disabled={disabled || undefined}
            aria-describedby={reason === null ? undefined : reasonId}
            onClick={disabled ? undefined : onSelect}
            className={cn(
              // The look of a disabled button, without its hover. Focused, it comes back to full
              // strength so the focus ring keeps its contrast (faded, 2.1:1 light, 2.7:1 dark);
              // the outline's label stays muted then.
              'aria-disabled:opacity-50 aria-disabled:focus-visible:opacity-100',
              selected
                ? 'aria-disabled:hover:bg-primary'
                : 'aria-disabled:hover:bg-surface aria-disabled:focus-visible:text-muted-fg',
            )}
          >
            {selected ? selectedText : label}
          </Button>
        )}
        {reason === null ? null : (
          <p id={reasonId} className="text-xs text-muted-fg">
            {reason}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}

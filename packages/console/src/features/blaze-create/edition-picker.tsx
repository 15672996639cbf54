import { useController, useFormContext } from 'react-hook-form';
import { instanceDefaults, monthlyEstimateMicros } from '@quiver/contract';
import {
  Amount,
  EditionCard,
  FormError,
  FormField,
  Skeleton,
  formatAmount,
  useFormField,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { brand } from '../../lib/brand.ts';
import { useProductListQuery, type EditionEntry } from '../../data/catalogue/product-list-query.ts';
import { useFreeSlotCheckQuery } from '../../data/clusters/free-slot-check-query.ts';
import { creatableEditions, type CreatableEdition, type CreateValues } from './create-form.ts';
import { LoadFailed } from './load-failed.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** The cards this wizard shows: the two Blaze editions, then Enterprise (contact us). */
const shownEditions = [...creatableEditions, 'enterprise'] as const;

const isCreatable = (key: string): key is CreatableEdition =>
  (creatableEditions as readonly string[]).includes(key);

/** Enterprise is arranged with sales: an e-mail to the provider's support address. */
export const enterpriseContactHref = `${brand.links.support}?subject=${encodeURIComponent(
  `${brand.name} Enterprise`,
)}`;

/**
 * The edition cards (spec section 3 "Edition entry", from `/product/list`): the catalogue's title,
 * tips, resources and features, with prices from its micro-dollar amounts. Choosing Shared puts the
 * port back to the fixed one. Shared is the account's one free slot: when it is taken (a Shared
 * instance or a free cluster), its card says so before anything is typed, not the review's Start.
 */
export function EditionPicker() {
  return (
    <FormField name="edition">
      <EditionGroup />
    </FormField>
  );
}

function EditionGroup() {
  const { t } = useTranslation();
  const products = useProductListQuery();
  const freeSlot = useFreeSlotCheckQuery();
  const { control, setValue } = useFormContext<CreateValues>();
  const {
    field: { value: chosen, onChange, ref },
  } = useController({ control, name: 'edition' });
  const { error, errorId } = useFormField();

  const choose = (edition: CreatableEdition) => {
    onChange(edition);
    if (edition === 'shared')
      setValue('port', String(instanceDefaults.port), { shouldDirty: true });
  };

  const entries = (products.data?.items ?? [])
    .filter((entry) => (shownEditions as readonly string[]).includes(entry.key))
    .sort((a, b) => shownEditions.indexOf(a.key as never) - shownEditions.indexOf(b.key as never));

  return (
    // Focused (by the wizard) when no edition is chosen: the legend and the error are read.
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3 outline-none"
    >
      <legend className="mb-2 text-base font-semibold">{t('blaze-create.instance.edition')}</legend>
      {products.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          <span className="sr-only">{t('common.loading')}</span>
          {shownEditions.map((key) => (
            <Skeleton key={key} className="h-72" />
          ))}
        </div>
      ) : products.isError ? (
        <LoadFailed
          what={t('blaze-create.instance.editions')}
          onRetry={() => void products.refetch()}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {entries.map((entry) => (
            <EditionChoice
              key={entry.key}
              entry={entry}
              selected={chosen === entry.key}
              refusal={
                entry.key === 'shared' && freeSlot.data?.allowed === false
                  ? (freeSlot.data.message ?? t('blaze-create.instance.free-refused'))
                  : null
              }
              onSelect={
                isCreatable(entry.key) ? () => choose(entry.key as CreatableEdition) : undefined
              }
            />
          ))}
        </div>
      )}
      <FormError />
    </fieldset>
  );
}

function EditionChoice({
  entry,
  selected,
  refusal,
  onSelect,
}: {
  entry: EditionEntry;
  selected: boolean;
  /** Why it cannot be chosen now (the server's words), or null. */
  refusal: string | null;
  onSelect: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const hourly = entry.fromHourlyPriceMicros;
  const several = entry.key === 'standard';
  // The free tier (Shared): charged nothing, its list price said beside it (docs/decisions.md).
  const listHourly = entry.listFromHourlyPriceMicros ?? null;
  const free = hourly === 0 && listHourly !== null && listHourly > 0;
  return (
    <EditionCard
      headingLevel={3}
      title={entry.title}
      tips={entry.tips}
      info={entry.info}
      features={entry.features}
      infoLabel={t('blaze-create.instance.resources', { edition: entry.title })}
      featuresLabel={t('blaze-create.instance.features', { edition: entry.title })}
      priceText={
        free ? (
          t('blaze-create.instance.free')
        ) : hourly === null ? undefined : (
          <>
            {several ? `${t('blaze-create.instance.price-from')} ` : null}
            <Amount value={hourly} kind="unit-price" perLabel={t('blaze-create.per-hour')} />
          </>
        )
      }
      priceTip={
        free
          ? t('blaze-create.instance.free-tip', {
              price: formatAmount(listHourly, { kind: 'unit-price' }),
              amount: formatMonthly(listHourly),
            })
          : hourly === null
            ? undefined
            : t('blaze-create.instance.price-month', {
                amount: formatMonthly(hourly),
              })
      }
      contactUs={entry.contactOnly}
      contactHref={enterpriseContactHref}
      contactPriceText={t('blaze-create.instance.contact-price')}
      buttonText={
        entry.contactOnly
          ? t('blaze-create.instance.contact', { edition: entry.title })
          : t('blaze-create.instance.choose', { edition: entry.title })
      }
      selected={selected}
      selectedText={t('blaze-create.instance.chosen', { edition: entry.title })}
      // Kept choosable once chosen (a draft, a clone, the questionnaire): Next then says why not.
      disabled={refusal !== null && !selected}
      disabledReason={refusal ?? undefined}
      onSelect={onSelect}
    />
  );
}

/** A total with two decimals (DECISIONS.md "Money"); the estimate is the hourly price x 730. */
const formatMonthly = (hourlyMicros: number) =>
  formatAmount(monthlyEstimateMicros(hourlyMicros), { kind: 'total' });

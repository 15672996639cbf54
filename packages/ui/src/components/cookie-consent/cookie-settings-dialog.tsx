import { useId, useRef, useState } from 'react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog.tsx';
import { Switch } from '../switch/switch.tsx';
import type { CookieConsentLabels } from './cookie-consent-labels.ts';

// CookieConsent loads this module on demand (React.lazy): the Radix dialog and the switch are the
// bulk of the component, and most visitors never open the settings. Keep it out of index.ts.

export interface CookieSettingsDialogProps {
  labels: CookieConsentLabels;
  /** The stored choice the toggle starts from (`false` before any choice). */
  initialAnalytics: boolean;
  /** Called with `false` when Escape, the close button or the overlay closes the dialog. */
  onOpenChange: (open: boolean) => void;
  /** Called with the toggle's state by 'Confirm My Choices'. */
  onConfirm: (analytics: boolean) => void;
}

/**
 * The open settings dialog. Mounted per opening, so the toggle starts from the stored choice every
 * time. Focus returns on close to what had it when the dialog opened (the panel's 'Customize
 * settings' or the footer's 'Cookie setting'); there is no DialogTrigger for Radix to return it to.
 */
export function CookieSettingsDialog({
  labels,
  initialAnalytics,
  onOpenChange,
  onConfirm,
}: CookieSettingsDialogProps) {
  const [analytics, setAnalytics] = useState(initialAnalytics);
  const essentialId = useId();
  const analyticsId = useId();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="cookie-settings"
        closeLabel={labels.close}
        onOpenAutoFocus={() => {
          // Runs before Radix moves focus in: the active element is still the opener.
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{labels.settingsTitle}</DialogTitle>
          <DialogDescription>{labels.settingsDescription}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          <li className="flex items-start justify-between gap-4 p-4">
            <div className="flex flex-col gap-1">
              <h3 id={`${essentialId}-title`} className="text-sm font-semibold">
                {labels.essentialTitle}
              </h3>
              <p className="text-sm text-muted-fg">{labels.essentialDescription}</p>
            </div>
            <Badge tone="success" className="shrink-0">
              {labels.alwaysActive}
            </Badge>
          </li>
          <li className="flex items-start justify-between gap-4 p-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={analyticsId} className="text-sm font-semibold">
                {labels.analyticsTitle}
              </label>
              <p id={`${analyticsId}-description`} className="text-sm text-muted-fg">
                {labels.analyticsDescription}
              </p>
            </div>
            <Switch
              id={analyticsId}
              aria-describedby={`${analyticsId}-description`}
              checked={analytics}
              onCheckedChange={setAnalytics}
              className="mt-0.5"
            />
          </li>
        </ul>
        <DialogFooter>
          <Button onClick={() => onConfirm(analytics)}>{labels.confirm}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

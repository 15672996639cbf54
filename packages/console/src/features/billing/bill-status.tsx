import type { BillStatus, CreditStatus } from '@quiver/validation';
import { Badge, type BadgeTone } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/billing/index.ts';

/**
 * A bill's status as a badge: the open period in progress, waiting for payment a warning, late a
 * danger, paid a success, voided muted.
 */
export const billStatusTone: Record<BillStatus, BadgeTone> = {
  PENDING: 'info',
  UNPAID: 'warning',
  PAID: 'success',
  OVERDUE: 'danger',
  CANCELED: 'muted',
};

export const creditStatusTone: Record<CreditStatus, BadgeTone> = {
  ACTIVE: 'success',
  USED: 'neutral',
  EXPIRED: 'muted',
};

/** Whether a bill can be paid now (spec: pay now on UNPAID and OVERDUE). */
export function isPayable(status: BillStatus): boolean {
  return status === 'UNPAID' || status === 'OVERDUE';
}

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useTranslation();
  const text: Record<BillStatus, string> = {
    PENDING: t('billing.status.PENDING'),
    UNPAID: t('billing.status.UNPAID'),
    PAID: t('billing.status.PAID'),
    OVERDUE: t('billing.status.OVERDUE'),
    CANCELED: t('billing.status.CANCELED'),
  };
  return (
    <Badge tone={billStatusTone[status]} data-status={status}>
      {text[status]}
    </Badge>
  );
}

export function CreditStatusBadge({ status }: { status: CreditStatus }) {
  const { t } = useTranslation();
  const text: Record<CreditStatus, string> = {
    ACTIVE: t('billing.credit-status.ACTIVE'),
    USED: t('billing.credit-status.USED'),
    EXPIRED: t('billing.credit-status.EXPIRED'),
  };
  return (
    <Badge tone={creditStatusTone[status]} data-status={status}>
      {text[status]}
    </Badge>
  );
}

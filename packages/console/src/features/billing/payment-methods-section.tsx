import { useState } from 'react';
import { Badge, Button, Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../lib/notify.ts';
import {
  usePaymentMethodListQuery,
  type PaymentMethodOnFile,
} from '../../data/billing/payment-method-list-query.ts';
import { usePaymentMethodAddMutation } from '../../data/billing/payment-method-add-mutation.ts';
import { usePaymentMethodRemoveMutation } from '../../data/billing/payment-method-remove-mutation.ts';
import { usePaymentMethodDefaultMutation } from '../../data/billing/payment-method-default-mutation.ts';
import { CardDialog } from '../blaze-create/payment-method-dialog.tsx';
import { ConfirmDialog } from '../instance-detail/backups/confirm-dialog.tsx';
import { cardBrandName, formatDate, formatDateTime } from './billing-format.ts';
import '../../i18n/areas/billing/index.ts';
import '../../i18n/areas/blaze-create/index.ts';

/** The cards on file: add one (the wizard's sandbox card form), remove one, choose the default. */
export function PaymentMethodsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const methods = usePaymentMethodListQuery();
  const add = usePaymentMethodAddMutation();
  const remove = usePaymentMethodRemoveMutation();
  const makeDefault = usePaymentMethodDefaultMutation();
  const [adding, setAdding] = useState(false);
  const cardName = (method: Pick<PaymentMethodOnFile, 'brand' | 'last4'>) =>
    t('billing.methods.card-text', { brand: cardBrandName(method.brand), last4: method.last4 });

  const columns: TableColumn<PaymentMethodOnFile>[] = [
    {
      id: 'card',
      header: t('billing.methods.card'),
      width: '14rem',
      cell: (method) => (
        <span className="flex items-center gap-2">
          <span className="truncate font-medium" title={cardName(method)}>
            {cardName(method)}
          </span>
          {method.isDefault ? <Badge tone="primary">{t('billing.methods.default')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'expires',
      header: t('billing.methods.expires'),
      width: '7rem',
      cell: (method) => `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`,
    },
    {
      id: 'added',
      header: t('billing.methods.added'),
      width: '8rem',
      cell: (method) => (
        <time dateTime={method.addedAt} title={formatDateTime(method.addedAt, locale)}>
          {formatDate(method.addedAt, locale)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: t('billing.methods.actions'),
      srOnlyHeader: true,
      pinned: 'end',
      width: '14rem',
      align: 'end',
      cell: (method) => (
        <span className="flex justify-end gap-2">
          {method.isDefault ? null : (
            <Button
              size="sm"
              variant="outline"
              loading={makeDefault.isPending && makeDefault.variables.paymentMethodId === method.id}
              aria-label={t('billing.methods.make-default-card', { card: cardName(method) })}
              onClick={() =>
                makeDefault.mutate(
                  { paymentMethodId: method.id },
                  {
                    onSuccess: () =>
                      notify.success(t('billing.methods.made-default', { card: cardName(method) })),
                  },
                )
              }
            >
              {t('billing.methods.make-default')}
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('billing.methods.remove-card', { card: cardName(method) })}
              >
                {t('billing.methods.remove')}
              </Button>
            }
            title={t('billing.methods.remove-title', { card: cardName(method) })}
            description={t('billing.methods.remove-body')}
            confirmLabel={t('billing.methods.remove')}
            onConfirm={async () => {
              await remove.mutateAsync({ paymentMethodId: method.id });
              notify.success(t('billing.methods.removed', { card: cardName(method) }));
            }}
          />
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="billing-methods" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="billing-methods" className="text-lg font-semibold">
            {t('billing.methods.title')}
          </h2>
          <p className="text-sm text-muted-fg">{t('billing.methods.help')}</p>
        </div>
        <Button variant="outline" onClick={() => setAdding(true)}>
          {t('billing.methods.add')}
        </Button>
      </div>
      <Table
        label={t('billing.methods.table')}
        columns={columns}
        rows={methods.data?.items ?? []}
        getRowId={(method) => method.id}
        loading={methods.isPending}
        loadingLabel={t('billing.methods.loading')}
        error={methods.isError ? t('billing.methods.load-failed') : undefined}
        onRetry={() => void methods.refetch()}
        retryLabel={t('common.retry')}
        emptyLabel={t('billing.methods.empty')}
        maxHeight="none"
      />
      <CardDialog
        open={adding}
        onOpenChange={setAdding}
        title={t('billing.methods.add-title')}
        description={t('billing.methods.add-description')}
        submitLabel={t('billing.methods.add-submit')}
        pending={add.isPending}
        save={async (card) => {
          const { paymentMethod } = await add.mutateAsync({
            paymentMethod: { type: 'card', ...card },
          });
          setAdding(false);
          notify.success(t('billing.methods.added-card', { card: cardName(paymentMethod) }));
        }}
      />
    </section>
  );
}

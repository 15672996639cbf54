import { useTranslation } from '../../i18n/react.tsx';
import { BillsSection } from './bills-section.tsx';
import { CreditsSection } from './credits-section.tsx';
import { DailyCostChart } from './daily-cost-chart.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { PaymentMethodsSection } from './payment-methods-section.tsx';
import { SummarySection } from './summary-section.tsx';
import '../../i18n/areas/billing/index.ts';

/**
 * /billings (spec §2): this month's running total and forecast, its cost per day, the bills (pay
 * now), credits, invoices (PDF) and payment methods. Readable and payable by a LIMITED account.
 */
export function BillingsScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('billing.title')}</h1>
        <p className="text-muted-fg">{t('billing.subtitle')}</p>
      </header>
      <SummarySection />
      <DailyCostChart />
      <BillsSection />
      <CreditsSection />
      <InvoicesSection />
      <PaymentMethodsSection />
    </div>
  );
}

import { BillDetailScreen } from '../features/billing/bill-detail-screen.tsx';

export default function BillingsDetailRoute() {
  return <BillDetailScreen />;
}

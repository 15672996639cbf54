import { BillingsScreen } from '../features/billing/billings-screen.tsx';

export default function BillingsRoute() {
  return <BillingsScreen />;
}

import { AccountsScreen } from '../features/accounts/accounts-screen.tsx';

export default function AccountsRoute() {
  return <AccountsScreen />;
}

import { useLocation } from 'react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';

export default function LoginRoute() {
  // Each arrival at /login (a provider's redirect, a failure flag) starts the dialog afresh.
  return <LoginScreen key={useLocation().key} />;
}

import { MfaTipScreen } from '../features/two-factor/mfa-tip-screen.tsx';

export default function MfaTipRoute() {
  return <MfaTipScreen />;
}

import { HelpScreen } from '../features/help/help-screen.tsx';

export default function HelpRoute() {
  return <HelpScreen />;
}

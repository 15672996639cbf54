import { AppLayout } from '../features/shell/app-layout.tsx';

export default function LayoutRoute() {
  return <AppLayout />;
}

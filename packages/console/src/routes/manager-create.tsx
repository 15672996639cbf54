import { ManagerCreateScreen } from '../features/manager-create/manager-create-screen.tsx';

/** The two routes of the Manager create wizard render this one screen; the address is the step. */
export default function ManagerCreateRoute() {
  return <ManagerCreateScreen />;
}

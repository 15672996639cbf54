import { InstancesScreen } from '../features/instances/instances-screen.tsx';

export default function InstancesRoute() {
  return <InstancesScreen />;
}

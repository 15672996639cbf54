import { ManagerConfigurationScreen } from '../features/manager-configuration/manager-configuration-screen.tsx';

export default function ManagerConfigurationsRoute() {
  return <ManagerConfigurationScreen />;
}

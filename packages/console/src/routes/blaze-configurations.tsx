import { InstanceConfigurationScreen } from '../features/instance-configuration/instance-configuration-screen.tsx';

export default function BlazeConfigurationsRoute() {
  return <InstanceConfigurationScreen />;
}

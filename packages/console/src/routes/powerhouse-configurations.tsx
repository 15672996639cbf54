import { useSearchParams } from 'react-router';
import { ClusterConfigurationScreen } from '../features/cluster-configuration/cluster-configuration-screen.tsx';

export default function PowerhouseConfigurationsRoute() {
  return <ClusterConfigurationScreen key={useSearchParams()[0].get('id') ?? ''} />;
}

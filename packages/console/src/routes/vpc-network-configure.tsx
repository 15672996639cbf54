import { VpcConfigureScreen } from '../features/vpc-network/vpc-configure-screen.tsx';

export default function VpcNetworkConfigureRoute() {
  return <VpcConfigureScreen />;
}

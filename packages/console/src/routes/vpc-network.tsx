import { VpcNetworkScreen } from '../features/vpc/vpc-network-screen.tsx';

export default function VpcNetworkRoute() {
  return <VpcNetworkScreen />;
}

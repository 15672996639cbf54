import { VpcNetworkScreen } from '../features/vpc-network/vpc-network-screen.tsx';

export default function VpcNetworkRoute() {
  return <VpcNetworkScreen />;
}

import { ClusterCreateScreen } from '../features/cluster-create/cluster-create-screen.tsx';

/** The two routes of the Powerhouse create wizard render this one screen; the path is the step. */
export default function PowerhouseCreateRoute() {
  return <ClusterCreateScreen />;
}

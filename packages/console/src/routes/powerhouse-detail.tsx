import { useSearchParams } from 'react-router';
import { ClusterDetailScreen } from '../features/cluster-detail/cluster-detail-screen.tsx';

export default function PowerhouseDetailRoute() {
  // Another cluster's detail starts afresh (its tabs' state, its dialogs).
  return <ClusterDetailScreen key={useSearchParams()[0].get('id') ?? ''} />;
}

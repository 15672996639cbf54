import { useSearchParams } from 'react-router';
import { InstanceDetailScreen } from '../features/instance-detail/instance-detail-screen.tsx';

export default function InstanceDetailRoute() {
  // Another instance's detail starts afresh (its tabs' state, its dialogs).
  return <InstanceDetailScreen key={useSearchParams()[0].get('id') ?? ''} />;
}

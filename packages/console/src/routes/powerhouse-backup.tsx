import { useSearchParams } from 'react-router';
import { ClusterBackupsScreen } from '../features/cluster-backups/cluster-backups-screen.tsx';

export default function PowerhouseBackupRoute() {
  return <ClusterBackupsScreen key={useSearchParams()[0].get('id') ?? ''} />;
}

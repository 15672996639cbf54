import { useInstanceDetailQuery } from '../../data/instance/instance-detail-query.ts';
import { useInstanceStatePolling } from '../../data/instance/instance-state-query.ts';
import { useIdParam } from './resource-frame.tsx';

/** The instance of a page's `?id=` (null id when none), its status followed live. */
export function useAddressedInstance() {
  const instanceId = useIdParam();
  const detail = useInstanceDetailQuery(instanceId);
  useInstanceStatePolling(detail.data ? [detail.data] : [], detail.dataUpdatedAt);
  return { instanceId, detail };
}

import type { ApiClient } from '../../lib/api.ts';
import { useClusterLifecycleMutation } from '../clusters/cluster-lifecycle-mutation.ts';
import { useLifecycleMutation } from '../instance/lifecycle-mutation.ts';
import { resetPassword } from './endpoints.ts';
import type { ResetTarget } from './reset-target.ts';

export interface RootPasswordReset {
  target: ResetTarget;
  emailCode: string;
  password: string;
}

/** Sets the new root password with the e-mailed code; the instance (or cluster) restarts. Silent. */
export function resetRootPassword(api: ApiClient, { target, ...reset }: RootPasswordReset) {
  return target.kind === 'cluster'
    ? api.call(resetPassword.resetCluster, { clusterId: target.id, ...reset }, { silent: true })
    : api.call(resetPassword.reset, { instanceId: target.id, ...reset }, { silent: true });
}

/** The reset as a lifecycle mutation of the instance's or the cluster's cache. */
export function useRootPasswordResetMutation(kind: ResetTarget['kind']) {
  const instanceReset = useLifecycleMutation(resetRootPassword);
  const clusterReset = useClusterLifecycleMutation(resetRootPassword);
  return kind === 'cluster' ? clusterReset : instanceReset;
}

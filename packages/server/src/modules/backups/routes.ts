// Backup endpoints and sample graphs (spec §7 "Backups, data and monitoring"): parse (done by the
// route from the contract), call the backup service, answer.
import { backupEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const backupHandlers = [
  handleSignedIn(backupEndpoints.list, (input, { services, caller }) =>
    services.backups.list(caller.user.id, input),
  ),
  handleSignedIn(backupEndpoints.create, (input, { services, caller }) =>
    services.backups.create(caller.user, input),
  ),
  handleSignedIn(backupEndpoints.delete, (input, { services, caller }) =>
    services.backups.remove(caller.user.id, input),
  ),
  handleSignedIn(backupEndpoints.samples, async (_input, { services }) =>
    services.backups.samples(),
  ),
  handleSignedIn(backupEndpoints.clean, (input, { services, caller }) =>
    services.backups.clean(caller.user, input.instanceId),
  ),
  handleSignedIn(backupEndpoints.loadSample, (input, { services, caller }) =>
    services.backups.loadSample(caller.user, input),
  ),
  handleSignedIn(backupEndpoints.recover, (input, { services, caller }) =>
    services.backups.recover(caller.user, input),
  ),
];

// Bad input to every endpoint, part 2: instances, backups, monitoring, root-password resets,
// clusters and managers (test/bad-input-kit.ts says what is sent and checked).
import { badInputSuite, isResourceEndpoint } from './bad-input-kit.ts';

badInputSuite('bad input: instances, backups, clusters and managers', isResourceEndpoint);

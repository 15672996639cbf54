// Bad input to every endpoint, part 1: accounts, keys, catalogue, notices, tracking and the rest
// (test/bad-input-kit.ts says what is sent and checked). Part 2 is bad-input-resources.test.ts.
import { endpoints } from '@quiver/contract';
import { expect, it } from 'vitest';
import { badInputSuite, isResourceEndpoint } from './bad-input-kit.ts';

badInputSuite(
  'bad input: accounts, catalogue and the rest',
  (endpoint) => !isResourceEndpoint(endpoint),
);

it('the two parts together walk every endpoint of the contract', () => {
  const walked = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/'));
  expect(walked).toHaveLength(endpoints.length);
  expect(walked.length).toBeGreaterThanOrEqual(100);
});

// Type-level checks: they run under `tsc -b` (the test files are part of the project) and as no-ops
// under vitest.
import { describe, expectTypeOf, it } from 'vitest';
import type { instanceEndpoints } from '../src/index.ts';
import {
  authEndpoints,
  clusterEndpoints,
  endpointsById,
  type EndpointData,
  type EndpointInput,
  type EndpointParams,
  type LifecycleAction,
  type TrackingEvent,
  type TrackingEventBody,
  type UserInfo,
  allowedActions,
} from '../src/index.ts';

describe('endpoint types', () => {
  it('keep paths as literal types, with the brand resolved', () => {
    expectTypeOf(authEndpoints.login.path).toEqualTypeOf<'/api/dbaas/v1/auth/login'>();
    expectTypeOf(
      clusterEndpoints.createFree.path,
    ).toEqualTypeOf<'/api/dbaas/v1/cluster/quiverv5/free/create'>();
    expectTypeOf(endpointsById['auth.login']).toEqualTypeOf(authEndpoints.login);
  });

  it('infer what is sent, what the handler gets and what is read', () => {
    type List = typeof instanceEndpoints.list;
    expectTypeOf<EndpointInput<List>['page']>().toEqualTypeOf<string | number | undefined>();
    expectTypeOf<EndpointParams<List>['page']>().toEqualTypeOf<number>();
    expectTypeOf<
      EndpointData<List>['items'][number]['hourlyPriceMicros']
    >().toEqualTypeOf<number>();
    expectTypeOf<EndpointData<typeof authEndpoints.login>>().toEqualTypeOf<
      { accessToken: string; refreshToken: string } | { mfaRequired: true }
    >();
  });

  it('names the staff flag after the brand in the user type', () => {
    expectTypeOf<UserInfo['isQuiver']>().toEqualTypeOf<boolean>();
  });

  it('lists actions as the action union', () => {
    expectTypeOf(allowedActions({ status: 'RUNNING' })).toEqualTypeOf<LifecycleAction[]>();
  });
});

describe('tracked events', () => {
  it('build bodies the tracking endpoint accepts', () => {
    expectTypeOf<TrackingEventBody>().toExtend<TrackingEvent>();
  });
});

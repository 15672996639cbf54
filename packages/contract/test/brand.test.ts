import { describe, expect, it } from 'vitest';
import {
  brand,
  brandPath,
  clusterEndpoints,
  isStaffEmail,
  userInfo,
  v1,
  v2,
} from '../src/index.ts';

describe('brand', () => {
  it('is Quiver Cloud with route word quiver and staff domain quiver.dev', () => {
    expect(brand).toMatchObject({
      name: 'Quiver Cloud',
      routeWord: 'quiver',
      staffFlag: 'isQuiver',
      staffEmailDomain: 'quiver.dev',
    });
  });

  it('fills {brand} in paths', () => {
    expect(brandPath('/{brand}GraphInstanceManagement')).toBe('/quiverGraphInstanceManagement');
    expect(v1('/cluster/{brand}v5/standard/create')).toBe(
      '/api/dbaas/v1/cluster/quiverv5/standard/create',
    );
    expect(v2('/region/list')).toBe('/api/dbaas/v2/region/list');
    expect(clusterEndpoints.freeCheck.path).toBe('/api/dbaas/v1/cluster/quiverv5/free/check');
  });

  it('names the staff flag of user info after the brand', () => {
    expect(Object.keys(userInfo.shape)).toContain('isQuiver');
  });

  it('recognises staff e-mail domains and their subdomains only', () => {
    expect(isStaffEmail('a@quiver.dev')).toBe(true);
    expect(isStaffEmail('a@ops.quiver.dev')).toBe(true);
    expect(isStaffEmail('a@OPS.Quiver.Dev')).toBe(true);
    expect(isStaffEmail('a@quiver.dev.evil.io')).toBe(false);
    expect(isStaffEmail('a@notquiver.dev')).toBe(false);
    expect(isStaffEmail('quiver.dev@evil.io')).toBe(false);
    expect(isStaffEmail('a@evil.io@quiver.dev')).toBe(false);
    expect(isStaffEmail('no-at-sign')).toBe(false);
  });
});

/**
 * Where an instance's screens are, by kind: the list rows, the actions and the dashboard are generic
 * over `kind` (clusters and managers join the list later), so no screen spells a kind's path itself.
 */
import type { InstanceKind } from '@quiver/validation';
import { routePaths, type AppPath } from '../../lib/brand.ts';

/**
 * `path?name=value&…`, each value encoded as URLSearchParams would (a list page builds one per row
 * and per action; the URLSearchParams object cost more than the row's other cells together).
 */
const withQuery = (path: AppPath, values: Record<string, string>): AppPath =>
  `${path}?${Object.entries(values)
    .map(([name, value]) => `${name}=${queryValue(value)}`)
    .join('&')}`;

const withId = (path: AppPath, instanceId: string, extra: Record<string, string> = {}) =>
  withQuery(path, { id: instanceId, ...extra });

/** A value encoded for a query string as URLSearchParams encodes it (a space is `+`). */
const queryValue = (value: string) =>
  encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Spec section 2 has no detail route of a Manager's own: its configuration screen is its page
 * (status, actions, clusters, upgrade, settings).
 */
const detailPath: Record<InstanceKind, AppPath> = {
  BLAZE: routePaths.blazeDetail,
  POWERHOUSE: routePaths.powerhouseDetail,
  MANAGER: routePaths.managerConfigurations,
};

const configurePath: Record<InstanceKind, AppPath> = {
  BLAZE: routePaths.blazeConfigurations,
  POWERHOUSE: routePaths.powerhouseConfigurations,
  MANAGER: routePaths.managerConfigurations,
};

/** Only Blaze instances have a query screen (spec section 2, /blaze/{brand}GraphCLI). */
const queryPath: Partial<Record<InstanceKind, AppPath>> = { BLAZE: routePaths.blazeCli };

/** The first step of each kind's create wizard. */
export const createPath: Record<InstanceKind, AppPath> = {
  BLAZE: routePaths.blazeInstance,
  POWERHOUSE: routePaths.powerhouseCreate,
  MANAGER: routePaths.managerCreate,
};

/** The detail tabs, in order; the chosen one is the `tab` parameter of the detail page. */
export const detailTabs = ['overview', 'monitoring', 'logs', 'backups', 'configuration'] as const;
export type DetailTab = (typeof detailTabs)[number];

export const instancePaths = {
  detail: (kind: InstanceKind, instanceId: string, tab?: DetailTab) =>
    withId(detailPath[kind], instanceId, tab === undefined || tab === 'overview' ? {} : { tab }),
  configure: (kind: InstanceKind, instanceId: string) => withId(configurePath[kind], instanceId),
  query: (kind: InstanceKind, instanceId: string) => {
    const path = queryPath[kind];
    return path === undefined ? null : withId(path, instanceId);
  },
  clone: (kind: InstanceKind, instanceId: string) =>
    withQuery(createPath[kind], { cloneOf: instanceId }),
};

import { routePaths } from '../../lib/brand.ts';

const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** The pages the query screen sends a user to, for one Blaze instance. */
export const queryPaths = {
  detail: (instanceId: string) => withQuery(routePaths.blazeDetail, { id: instanceId }),
  /** The Backups tab, where sample graphs are loaded. */
  samples: (instanceId: string) =>
    withQuery(routePaths.blazeDetail, { id: instanceId, tab: 'backups' }),
  configuration: (instanceId: string) =>
    withQuery(routePaths.blazeConfigurations, { id: instanceId }),
  list: () => routePaths.instanceManagement,
};

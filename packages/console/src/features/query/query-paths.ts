import { createContext, useContext } from 'react';
import { routePaths, type AppPath } from '../../lib/brand.ts';
import { sampleDialogParam } from '../instance-detail/backups/sample-dialog-param.ts';

const withQuery = (path: AppPath, params: Record<string, string>): AppPath =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** The pages the query screen sends a user to, for one Blaze instance. */
export const queryPaths = {
  detail: (instanceId: string) => withQuery(routePaths.blazeDetail, { id: instanceId }),
  /** The Backups tab, where sample graphs are loaded, with its sample graphs dialog open. */
  samples: (instanceId: string) =>
    withQuery(routePaths.blazeDetail, {
      id: instanceId,
      tab: 'backups',
      [sampleDialogParam.name]: sampleDialogParam.value,
    }),
  configuration: (instanceId: string) =>
    withQuery(routePaths.blazeConfigurations, { id: instanceId }),
  list: () => routePaths.instanceManagement,
};

/**
 * Where the workspace's links lead for what it queries: a Blaze instance's pages by default, or a
 * Powerhouse cluster's (which loads no sample graphs: `samples` null hides those links).
 */
export interface QueryTargetPaths {
  detail: (id: string) => AppPath;
  samples: (id: string) => AppPath | null;
  configuration: (id: string) => AppPath;
}

export const QueryPathsContext = createContext<QueryTargetPaths>(queryPaths);

/** The paths of what the workspace queries (QueryWorkspace's `paths`). */
export function useQueryPaths(): QueryTargetPaths {
  return useContext(QueryPathsContext);
}

import { routePaths, type AppPath } from '../../lib/brand.ts';

/** Where billing screens live. */
export const billPaths = {
  list: routePaths.billings,
  detail: (billId: string): AppPath =>
    `${routePaths.billingsDetail}?id=${encodeURIComponent(billId)}`,
};

import { routePaths } from '../../lib/brand.ts';

/** Where billing screens live. */
export const billPaths = {
  list: routePaths.billings,
  detail: (billId: string) => `${routePaths.billingsDetail}?id=${encodeURIComponent(billId)}`,
};

export { UsageTable } from './usage-table.tsx';
export type { UsageTableProps, UsageLine, UsageTableHeaders } from './usage-table.tsx';

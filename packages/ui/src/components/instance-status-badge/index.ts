export { InstanceStatusBadge } from './instance-status-badge.tsx';
export type { InstanceStatusBadgeProps } from './instance-status-badge.tsx';

export { EmptyState } from './empty-state.tsx';
export type { EmptyStateProps } from './empty-state.tsx';

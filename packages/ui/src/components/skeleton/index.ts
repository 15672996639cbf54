export { Skeleton, skeletonShapeOptions } from './skeleton.tsx';
export type { SkeletonProps, SkeletonShape } from './skeleton.tsx';

export { GraphView } from './graph-view.tsx';
export type { GraphViewProps } from './graph-view.tsx';
export { graphViewPalette, graphLabelColors } from './graph-data.ts';
export type { GraphData, GraphNode, GraphRelationship } from './graph-data.ts';
export type { GraphSelection } from './graph-details.tsx';
export { defaultGraphViewLabels } from './graph-view-labels.ts';
export type { GraphViewLabels } from './graph-view-labels.ts';

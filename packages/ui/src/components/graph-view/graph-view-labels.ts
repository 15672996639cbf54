/** Every built-in text of `GraphView` (translate them through the `labels` prop). */
export interface GraphViewLabels {
  /** Accessible name of the drawing. */
  graph: (counts: { nodes: number; relationships: number }) => string;
  /** How to use the drawing from the keyboard (its description). */
  keyboardHint: string;
  /** Accessible name of a node, e.g. `Person Ada`. */
  node: (label: string, caption: string) => string;
  /** Shown instead of a drawing when the result has no nodes. */
  empty: string;
  /** Says that not everything is drawn. */
  notice: (counts: {
    shownNodes: number;
    totalNodes: number;
    hiddenRelationships: number;
  }) => string;
  /** Zoom button. */
  zoomIn: string;
  /** Zoom button. */
  zoomOut: string;
  /** Button that shows the whole graph again. */
  fit: string;
  /** Heading of the details panel. */
  details: string;
  /** The details panel with nothing selected. */
  noSelection: string;
  /** Heading of the selection's properties. */
  properties: string;
  /** Shown for a node or relationship without properties. */
  noProperties: string;
  /** Heading of the selected node's relationships. */
  relationships: string;
  /** A relationship of the selected node, e.g. `KNOWS → Bob` or `← LIKES Carol`. */
  relationshipOf: (type: string, otherCaption: string, outgoing: boolean) => string;
  /** More relationships than the panel lists. */
  moreRelationships: (count: number) => string;
  /** Term for the node a selected relationship starts from. */
  from: string;
  /** Term for the node a selected relationship points to. */
  to: string;
  /** Button that clears the selection. */
  clearSelection: string;
  /** Announced when something is selected. */
  selected: (name: string) => string;
  /** Accessible name of the legend of labels. */
  labelsLegend: string;
  /** Accessible name of the legend of relationship types. */
  typesLegend: string;
  /** Read while the result loads. */
  loading: string;
}

export const defaultGraphViewLabels: GraphViewLabels = {
  graph: ({ nodes, relationships }) =>
    `Graph of ${nodes} ${nodes === 1 ? 'node' : 'nodes'} and ${relationships} ${relationships === 1 ? 'relationship' : 'relationships'}`,
  keyboardHint:
    'Arrow keys move between nodes, Enter or Space shows the focused node’s properties, Escape clears the selection.',
  node: (label, caption) => `${label} ${caption}`,
  empty: 'No nodes to draw: the result has no nodes or relationships.',
  notice: ({ shownNodes, totalNodes, hiddenRelationships }) =>
    [
      shownNodes < totalNodes
        ? `Showing the first ${shownNodes} of ${totalNodes} nodes. Add a LIMIT to the query, or use the table, to see the rest.`
        : '',
      hiddenRelationships > 0
        ? `${hiddenRelationships} ${hiddenRelationships === 1 ? 'relationship is' : 'relationships are'} not drawn: ${hiddenRelationships === 1 ? 'one of its nodes is' : 'their nodes are'} not shown.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to view',
  details: 'Details',
  noSelection: 'Select a node or a relationship to see its properties.',
  properties: 'Properties',
  noProperties: 'No properties.',
  relationships: 'Relationships',
  relationshipOf: (type, other, outgoing) =>
    outgoing ? `${type} → ${other}` : `← ${type} ${other}`,
  moreRelationships: (count) => `and ${count} more`,
  from: 'From',
  to: 'To',
  clearSelection: 'Clear selection',
  selected: (name) => `Selected ${name}`,
  labelsLegend: 'Labels',
  typesLegend: 'Relationship types',
  loading: 'Loading the result',
};

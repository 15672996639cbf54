/**
 * Texts the ui components of the query screen take as props (they ship English defaults only):
 * the graph view's words, in the reader's language.
 */
import type { GraphViewLabels } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/query/index.ts';

export function useGraphViewLabels(): GraphViewLabels {
  const { t } = useTranslation();
  return {
    graph: ({ nodes, relationships }) =>
      t('query.graph.name', {
        nodes: t('query.graph.node-count', { count: nodes }),
        relationships: t('query.graph.relationship-count', { count: relationships }),
      }),
    keyboardHint: t('query.graph.keyboard-hint'),
    node: (label, caption) => t('query.graph.node', { label, caption }),
    empty: t('query.graph.empty'),
    notice: ({ shownNodes, totalNodes, hiddenRelationships }) =>
      [
        shownNodes < totalNodes ? t('query.graph.cut-nodes', { shownNodes, totalNodes }) : '',
        hiddenRelationships > 0
          ? t('query.graph.hidden-relationships', { count: hiddenRelationships })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    zoomIn: t('query.graph.zoom-in'),
    zoomOut: t('query.graph.zoom-out'),
    fit: t('query.graph.fit'),
    details: t('query.graph.details'),
    noSelection: t('query.graph.no-selection'),
    properties: t('query.graph.properties'),
    noProperties: t('query.graph.no-properties'),
    relationships: t('query.graph.relationships'),
    relationshipOf: (type, other, outgoing) =>
      outgoing
        ? t('query.graph.relationship-out', { type, other })
        : t('query.graph.relationship-in', { type, other }),
    moreRelationships: (count) => t('query.graph.more-relationships', { count }),
    from: t('query.graph.from'),
    to: t('query.graph.to'),
    clearSelection: t('query.graph.clear-selection'),
    selected: (name) => t('query.graph.selected', { name }),
    labelsLegend: t('query.graph.labels-legend'),
    typesLegend: t('query.graph.types-legend'),
    loading: t('query.graph.loading'),
  };
}

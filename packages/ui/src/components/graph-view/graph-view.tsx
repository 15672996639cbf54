import { useId, useMemo, useState, type ReactNode } from 'react';
import { Maximize, Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Callout } from '../callout/callout.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { GraphCanvas, zoomAround, type GraphViewport } from './graph-canvas.tsx';
import {
  graphLabelColors,
  nodeCaption,
  prepareGraph,
  graphViewPalette,
  type GraphData,
  type GraphRelationship,
} from './graph-data.ts';
import { GraphDetails, type GraphSelection } from './graph-details.tsx';
import { layoutGraph } from './graph-layout.ts';
import { defaultGraphViewLabels, type GraphViewLabels } from './graph-view-labels.ts';

/** Relationship types are written on the arrows up to this many relationships (beyond, on selection). */
const typesShownUpTo = 120;
const identity: GraphViewport = { k: 1, x: 0, y: 0 };

export interface GraphViewProps {
  /** The nodes and relationships of a result. */
  data: GraphData;
  /** The property shown under a node (defaults to `name`, `title`, `caption`, `label`, `id`). */
  captionProperty?: string;
  /** The most nodes drawn; beyond, the first ones are drawn and a notice says so. */
  maxNodes?: number;
  /** Height of the drawing in pixels (the width follows the container). */
  height?: number;
  /** Shows a spinner instead of the drawing while the result loads. */
  loading?: boolean;
  /** The selection (controlled), e.g. to keep it across re-renders of new data. */
  selection?: GraphSelection | null;
  /** Called when a node or relationship is selected, or the selection cleared (`null`). */
  onSelectionChange?: (selection: GraphSelection | null) => void;
  /** Replaces built-in texts (for translation). */
  labels?: Partial<GraphViewLabels>;
  /**
   * Colour per label. Labels without one get the palette in alphabetical order of the labels in
   * the result; pass `graphLabelColors(nodeTables)` for colours that stay put across queries.
   */
  labelColors?: Readonly<Record<string, string>>;
  /** Extra classes on the outer element. */
  className?: string;
}

/**
 * A node-link view of a query's graph result: nodes as circles coloured by label (from the theme's
 * `--chart-N` palette) with a caption, relationships as arrows with their type, laid out by a force
 * simulation (d3-force) once per result. Nodes are keyboard-reachable buttons (one tab stop, arrow
 * keys between them) with their label and caption as names; the details panel shows the selected
 * node's or relationship's properties and lists a node's relationships. Results over `maxNodes`
 * nodes (300) are cut, and a notice says how much is shown.
 */
export function GraphView({
  data,
  captionProperty,
  maxNodes = 300,
  height = 480,
  loading = false,
  selection: controlledSelection,
  onSelectionChange,
  labels,
  labelColors,
  className,
}: GraphViewProps) {
  const text = { ...defaultGraphViewLabels, ...labels };
  const baseId = useId();
  const markerId = `graph-arrow-${baseId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const detailsId = `${baseId}-details`;

  const prepared = useMemo(() => prepareGraph(data, maxNodes), [data, maxNodes]);
  const layout = useMemo(() => layoutGraph(prepared.nodes, prepared.relationships), [prepared]);
  const lookups = useMemo(() => {
    const nodesById = new Map(prepared.nodes.map((node) => [node.id, node]));
    const relationshipsById = new Map(prepared.relationships.map((item) => [item.id, item]));
    const relationshipsOf = new Map<string, GraphRelationship[]>();
    for (const item of prepared.relationships) {
      for (const end of new Set([item.source, item.target])) {
        const list = relationshipsOf.get(end) ?? [];
        list.push(item);
        relationshipsOf.set(end, list);
      }
    }
    const count = (values: string[]) => {
      const counts = new Map<string, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [...counts.entries()];
    };
    const missing = [...new Set(prepared.nodes.map((node) => node.label))]
      .filter((label) => !labelColors?.[label])
      .sort();
    const colors: Record<string, string> = { ...graphLabelColors(missing), ...labelColors };
    return {
      colorOf: (label: string) => colors[label] ?? (graphViewPalette[0] as string),
      nodesById,
      relationshipsById,
      relationshipsOf,
      labelCounts: count(prepared.nodes.map((node) => node.label)),
      typeCounts: count(prepared.relationships.map((item) => item.type)),
    };
  }, [prepared, labelColors]);

  const [uncontrolledSelection, setUncontrolledSelection] = useState<GraphSelection | null>(null);
  const selection = controlledSelection !== undefined ? controlledSelection : uncontrolledSelection;
  const select = (next: GraphSelection | null) => {
    if (controlledSelection === undefined) setUncontrolledSelection(next);
    onSelectionChange?.(next);
  };
  const [activeIndex, setActiveIndex] = useState(0);
  const [view, setView] = useState<GraphViewport>(identity);

  // The viewBox fits the layout, but never shrinks a small graph's nodes below their size.
  const viewBox = useMemo(() => {
    const { bounds } = layout;
    const width = Math.max(bounds.width, 560);
    const height = Math.max(bounds.height, 360);
    return {
      x: bounds.x - (width - bounds.width) / 2,
      y: bounds.y - (height - bounds.height) / 2,
      width,
      height,
    };
  }, [layout]);
  const zoomBy = (factor: number) =>
    setView((current) =>
      zoomAround(current, factor, viewBox.x + viewBox.width / 2, viewBox.y + viewBox.height / 2),
    );

  const selectedName = (() => {
    if (selection?.kind === 'node') {
      const node = lookups.nodesById.get(selection.id);
      return node ? text.node(node.label, nodeCaption(node, captionProperty)) : '';
    }
    if (selection?.kind === 'relationship')
      return lookups.relationshipsById.get(selection.id)?.type ?? '';
    return '';
  })();
  const notice = text.notice({
    shownNodes: prepared.nodes.length,
    totalNodes: prepared.totalNodes,
    hiddenRelationships: prepared.hiddenRelationships,
  });
  const empty = prepared.nodes.length === 0;

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex h-full items-center justify-center">
        <Spinner label={text.loading} />
      </div>
    );
  } else if (empty) {
    body = (
      <div className="flex h-full items-center justify-center p-6 text-center text-sm text-muted-fg">
        {text.empty}
      </div>
    );
  } else {
    body = (
      <>
        <GraphCanvas
          layout={layout}
          viewBox={viewBox}
          view={view}
          onViewChange={setView}
          selection={selection}
          onSelect={select}
          activeIndex={Math.min(activeIndex, layout.nodes.length - 1)}
          onActiveIndexChange={setActiveIndex}
          captionProperty={captionProperty}
          showTypes={prepared.relationships.length <= typesShownUpTo}
          markerId={markerId}
          labelId={labelId}
          hintId={hintId}
          labels={text}
          colorOf={lookups.colorOf}
        />
        <div className="absolute top-2 right-2 flex flex-col gap-1 rounded-md border border-border bg-surface-raised p-1 shadow-sm">
          <IconButton
            size="sm"
            variant="ghost"
            label={text.zoomIn}
            onClick={() => zoomBy(1.25)}
            icon={<Plus />}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={text.zoomOut}
            onClick={() => zoomBy(0.8)}
            icon={<Minus />}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={text.fit}
            onClick={() => setView(identity)}
            icon={<Maximize />}
          />
        </div>
      </>
    );
  }

  return (
    <div
      data-slot="graph-view"
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      {!loading && notice ? <Callout tone="info">{notice}</Callout> : null}
      <div className="flex min-w-0 flex-col gap-3 lg:flex-row">
        <div
          className="relative min-w-0 flex-1 overflow-hidden rounded-md border border-border bg-surface"
          style={{ height }}
        >
          <span id={labelId} className="sr-only">
            {text.graph({
              nodes: prepared.nodes.length,
              relationships: prepared.relationships.length,
            })}
          </span>
          <span id={hintId} className="sr-only">
            {text.keyboardHint}
          </span>
          {body}
        </div>
        {loading || empty ? null : (
          <GraphDetails
            headingId={detailsId}
            selection={selection}
            nodesById={lookups.nodesById}
            relationshipsById={lookups.relationshipsById}
            relationshipsOf={lookups.relationshipsOf}
            captionProperty={captionProperty}
            labels={text}
            colorOf={lookups.colorOf}
            onSelect={select}
          />
        )}
      </div>
      {loading || empty ? null : (
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-fg">
          <ul aria-label={text.labelsLegend} className="flex flex-wrap gap-x-3 gap-y-1">
            {lookups.labelCounts.map(([label, count]) => (
              <li key={label} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ background: lookups.colorOf(label) }}
                />
                <span className="text-surface-fg">{label}</span>
                <span className="tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
          {lookups.typeCounts.length > 0 ? (
            <ul aria-label={text.typesLegend} className="flex flex-wrap gap-x-3 gap-y-1">
              {lookups.typeCounts.map(([type, count]) => (
                <li key={type} className="flex items-center gap-1.5">
                  <span aria-hidden="true">→</span>
                  <span className="text-surface-fg">{type}</span>
                  <span className="tabular-nums">{count}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <p role="status" className="sr-only">
        {selectedName ? text.selected(selectedName) : ''}
      </p>
    </div>
  );
}

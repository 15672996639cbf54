import { useRef, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { nodeCaption } from './graph-data.ts';
import type { GraphSelection } from './graph-details.tsx';
import {
  nodeRadius,
  relationshipGeometry,
  type GraphLayout,
  type PositionedNode,
} from './graph-layout.ts';
import type { GraphViewLabels } from './graph-view-labels.ts';

/** Pan and zoom of the drawing, in the drawing's own units: `translate(x, y) scale(k)`. */
export interface GraphViewport {
  k: number;
  x: number;
  y: number;
}

export const minZoom = 0.2;
export const maxZoom = 4;
const clampZoom = (k: number) => Math.min(maxZoom, Math.max(minZoom, k));

/** A new viewport zoomed by `factor` around the point `(cx, cy)` of the drawing. */
export function zoomAround(view: GraphViewport, factor: number, cx: number, cy: number) {
  const k = clampZoom(view.k * factor);
  const ratio = k / view.k;
  return { k, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

/** Captions longer than this are cut with an ellipsis (the accessible name keeps them whole). */
const captionLength = 16;
const shorten = (text: string) =>
  text.length > captionLength ? `${text.slice(0, captionLength - 1)}…` : text;

interface GraphCanvasProps {
  layout: GraphLayout;
  viewBox: { x: number; y: number; width: number; height: number };
  view: GraphViewport;
  onViewChange: (view: GraphViewport) => void;
  selection: GraphSelection | null;
  onSelect: (selection: GraphSelection | null) => void;
  /** The node that holds the one tab stop (roving tabindex). */
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  captionProperty: string | undefined;
  showTypes: boolean;
  markerId: string;
  labelId: string;
  hintId: string;
  labels: GraphViewLabels;
  colorOf: (label: string) => string;
}

/**
 * The drawing: relationships as arrows with their type, nodes as coloured circles with a caption.
 * Nodes are buttons with one tab stop among them (arrow keys move it); relationships are picked
 * with the pointer here and from the details panel by keyboard. Dragging the background pans,
 * Ctrl/⌘ + wheel (or a pinch) zooms.
 */
export function GraphCanvas({
  layout,
  viewBox,
  view,
  onViewChange,
  selection,
  onSelect,
  activeIndex,
  onActiveIndexChange,
  captionProperty,
  showTypes,
  markerId,
  labelId,
  hintId,
  labels,
  colorOf,
}: GraphCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const nodeRefs = useRef<(SVGGElement | null)[]>([]);
  const drag = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null);

  /** Drawing units per screen pixel (the viewBox is scaled to fit the element). */
  const unitsPerPixel = () => {
    const matrix = svgRef.current?.getScreenCTM?.();
    return matrix && matrix.a ? 1 / matrix.a : 1;
  };
  /** A client point in drawing units (before pan and zoom). */
  const toDrawing = (clientX: number, clientY: number) => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM?.();
    if (!svg || !matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const focusNode = (index: number) => {
    const count = layout.nodes.length;
    if (count === 0) return;
    const next = ((index % count) + count) % count;
    onActiveIndexChange(next);
    nodeRefs.current[next]?.focus();
  };

  /** Keeps a node focused from the keyboard inside the visible part of a zoomed drawing. */
  const revealNode = (item: PositionedNode) => {
    const x = item.x * view.k + view.x;
    const y = item.y * view.k + view.y;
    const margin = nodeRadius * 2 * view.k;
    const inside =
      x - margin >= viewBox.x &&
      x + margin <= viewBox.x + viewBox.width &&
      y - margin >= viewBox.y &&
      y + margin <= viewBox.y + viewBox.height;
    if (inside) return;
    onViewChange({
      k: view.k,
      x: viewBox.x + viewBox.width / 2 - item.x * view.k,
      y: viewBox.y + viewBox.height / 2 - item.y * view.k,
    });
  };

  const onNodeKeyDown = (event: KeyboardEvent<SVGGElement>, index: number, id: string) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: layout.nodes.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusNode(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect({ kind: 'node', id });
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      onSelect(null);
    }
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < 4) return;
    if (!current.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    current.moved = true;
    const scale = unitsPerPixel();
    onViewChange({ k: view.k, x: view.x + dx * scale, y: view.y + dy * scale });
    current.x = event.clientX;
    current.y = event.clientY;
  };
  /** A press that did not drag picks what is under it: a node, a relationship or nothing. */
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || current.moved) return;
    const target = (event.target as Element).closest?.('[data-node-id],[data-relationship-id]');
    const nodeId = target?.getAttribute('data-node-id');
    const relationshipId = target?.getAttribute('data-relationship-id');
    if (nodeId) {
      const index = layout.nodes.findIndex((item) => item.node.id === nodeId);
      if (index !== -1) onActiveIndexChange(index);
      onSelect({ kind: 'node', id: nodeId });
    } else if (relationshipId) onSelect({ kind: 'relationship', id: relationshipId });
    else onSelect(null);
  };
  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    // Plain wheel scrolls the page; Ctrl/⌘ + wheel (and a trackpad pinch) zooms.
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    const point = toDrawing(event.clientX, event.clientY);
    onViewChange(zoomAround(view, Math.exp(-event.deltaY * 0.002), point.x, point.y));
  };

  const captions = layout.nodes.map((item) => nodeCaption(item.node, captionProperty));
  const selectedNode = selection?.kind === 'node' ? selection.id : null;
  const selectedRelationship = selection?.kind === 'relationship' ? selection.id : null;

  return (
    <svg
      ref={svgRef}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      data-slot="graph-view-canvas"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      className="block size-full cursor-grab select-none active:cursor-grabbing"
      // Touch drags pan the drawing, not the page.
      style={{ touchAction: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onWheel={onWheel}
    >
      <defs>
        {(['default', 'selected'] as const).map((state) => (
          <marker
            key={state}
            id={`${markerId}-${state}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path
              d="M0,0 L10,5 L0,10 z"
              fill={state === 'selected' ? 'var(--primary)' : 'var(--muted-fg)'}
            />
          </marker>
        ))}
      </defs>
      <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
        <g aria-hidden="true" data-slot="graph-view-relationships">
          {layout.relationships.map((item) => {
            const geometry = relationshipGeometry(item);
            const selected = item.relationship.id === selectedRelationship;
            return (
              <g
                key={item.relationship.id}
                data-relationship-id={item.relationship.id}
                className="cursor-pointer"
              >
                {/* A wide invisible stroke: an easier target for the pointer. */}
                <path d={geometry.path} fill="none" stroke="transparent" strokeWidth={10} />
                <path
                  d={geometry.path}
                  fill="none"
                  stroke={selected ? 'var(--primary)' : 'var(--muted-fg)'}
                  strokeWidth={selected ? 2.5 : 1.25}
                  markerEnd={`url(#${markerId}-${selected ? 'selected' : 'default'})`}
                />
                {showTypes || selected ? (
                  <text
                    x={geometry.labelX}
                    y={geometry.labelY}
                    dy="-0.35em"
                    textAnchor="middle"
                    fontSize={9}
                    fill={selected ? 'var(--primary)' : 'var(--muted-fg)'}
                    transform={`rotate(${geometry.labelAngle} ${geometry.labelX} ${geometry.labelY})`}
                    paintOrder="stroke"
                    stroke="var(--surface)"
                    strokeWidth={3}
                  >
                    {item.relationship.type}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <g data-slot="graph-view-nodes">
          {layout.nodes.map((item, index) => {
            const selected = item.node.id === selectedNode;
            return (
              <g
                key={item.node.id}
                ref={(element) => {
                  nodeRefs.current[index] = element;
                }}
                role="button"
                tabIndex={index === activeIndex ? 0 : -1}
                aria-label={labels.node(item.node.label, captions[index] as string)}
                aria-pressed={selected}
                data-node-id={item.node.id}
                transform={`translate(${item.x} ${item.y})`}
                className="group cursor-pointer outline-none"
                onKeyDown={(event) => onNodeKeyDown(event, index, item.node.id)}
                onFocus={() => {
                  onActiveIndexChange(index);
                  revealNode(item);
                }}
              >
                <circle
                  r={nodeRadius + 5}
                  fill="none"
                  stroke="var(--ring)"
                  strokeWidth={2.5}
                  className="opacity-0 group-focus-visible:opacity-100"
                />
                <circle
                  r={nodeRadius}
                  fill={colorOf(item.node.label)}
                  stroke={selected ? 'var(--surface-fg)' : 'var(--surface)'}
                  strokeWidth={selected ? 3 : 1.5}
                />
              </g>
            );
          })}
        </g>
        {/* Captions are drawn apart from the node buttons: a cut caption inside a button would
            be visible text missing from its accessible name (which has the whole caption). */}
        <g aria-hidden="true" data-slot="graph-view-captions">
          {layout.nodes.map((item, index) => (
            <text
              key={item.node.id}
              data-node-id={item.node.id}
              x={item.x}
              y={item.y + nodeRadius + 13}
              textAnchor="middle"
              fontSize={11}
              fill="var(--surface-fg)"
              paintOrder="stroke"
              stroke="var(--surface)"
              strokeWidth={3}
              className="cursor-pointer"
            >
              {shorten(captions[index] as string)}
            </text>
          ))}
        </g>
      </g>
    </svg>
  );
}

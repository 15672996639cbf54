import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force';
import type { GraphNode, GraphRelationship } from './graph-data.ts';

/** Radius of a node's circle, in layout units (pixels at zoom 1). */
export const nodeRadius = 18;

export interface PositionedNode extends SimulationNodeDatum {
  node: GraphNode;
  x: number;
  y: number;
}

export interface PositionedRelationship {
  relationship: GraphRelationship;
  source: PositionedNode;
  target: PositionedNode;
  /**
   * Sideways bend of the curve, in layout units: 0 for a single relationship between two nodes,
   * alternating ± for parallel ones so that each stays visible.
   */
  bend: number;
}

export interface GraphLayout {
  nodes: PositionedNode[];
  relationships: PositionedRelationship[];
  /** The box around every node, with room for captions. */
  bounds: { x: number; y: number; width: number; height: number };
}

interface LinkDatum extends SimulationLinkDatum<PositionedNode> {
  relationship: GraphRelationship;
}

/**
 * A force-directed layout computed at once (the simulation is run to rest before drawing, not
 * animated): the same data gives the same picture, nothing moves under the pointer or for users
 * who prefer reduced motion, and the cost is paid once per result. d3-force's random source is
 * seeded, so the layout is deterministic.
 */
export function layoutGraph(
  nodes: readonly GraphNode[],
  relationships: readonly GraphRelationship[],
): GraphLayout {
  // Start on a circle in data order (a stable, tangle-free start for the simulation).
  const positioned: PositionedNode[] = nodes.map((node, index) => {
    const angle = (index / Math.max(1, nodes.length)) * 2 * Math.PI;
    const radius = 40 + 12 * Math.sqrt(nodes.length);
    return { node, x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
  const byId = new Map(positioned.map((item) => [item.node.id, item]));
  const links: LinkDatum[] = relationships.map((relationship) => ({
    relationship,
    source: byId.get(relationship.source) as PositionedNode,
    target: byId.get(relationship.target) as PositionedNode,
  }));

  if (positioned.length > 1) {
    const simulation = forceSimulation<PositionedNode>(positioned)
      .force(
        'link',
        forceLink<PositionedNode, LinkDatum>(links.filter((link) => link.source !== link.target))
          .distance(nodeRadius * 5)
          .strength(0.6),
      )
      .force('charge', forceManyBody<PositionedNode>().strength(-260).distanceMax(600))
      // A weak pull to the centre keeps unconnected parts of a result close together.
      .force('x', forceX<PositionedNode>(0).strength(0.05))
      .force('y', forceY<PositionedNode>(0).strength(0.05))
      .force('center', forceCenter<PositionedNode>(0, 0))
      .stop();
    // d3's default (300 ticks to rest) for small results; larger ones cool faster, in fewer and
    // costlier ticks, so a few hundred nodes lay out in about what 100 would take at full length.
    const ticks = Math.round(Math.min(300, Math.max(60, 30_000 / positioned.length)));
    simulation.alphaDecay(1 - simulation.alphaMin() ** (1 / ticks));
    // Overlap is removed in the last ticks only: the collision force costs as much as all the
    // others together, and the early ticks move nodes too far for it to matter.
    const settle = Math.min(ticks, 30);
    simulation.tick(ticks - settle);
    simulation.force('collide', forceCollide<PositionedNode>(nodeRadius * 1.8)).tick(settle);
  }

  // Parallel relationships (either direction) between one pair bend apart.
  const pairs = new Map<string, number>();
  const placed = links.map((link) => {
    const source = link.source as PositionedNode;
    const target = link.target as PositionedNode;
    const key = [source.node.id, target.node.id].sort().join('\u0000');
    const index = pairs.get(key) ?? 0;
    pairs.set(key, index + 1);
    // 0, +1, -1, +2, -2, … times the spacing; flipped for the reverse direction so curves of
    // opposite relationships do not coincide.
    const step = index === 0 ? 0 : Math.ceil(index / 2) * (index % 2 ? 1 : -1);
    const sign = source.node.id <= target.node.id ? 1 : -1;
    return { relationship: link.relationship, source, target, bend: step * 28 * sign };
  });

  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const { x, y } of positioned) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  // Room for a node, its caption under it and a self-loop above it.
  const pad = nodeRadius * 3;
  const bounds = Number.isFinite(minX)
    ? {
        x: minX - pad * 2,
        y: minY - pad,
        width: maxX - minX + pad * 4,
        height: maxY - minY + pad * 2,
      }
    : { x: 0, y: 0, width: 0, height: 0 };
  return { nodes: positioned, relationships: placed, bounds };
}

/** The drawn shape of a relationship: its path, and where and at which angle its type is written. */
export interface RelationshipGeometry {
  path: string;
  labelX: number;
  labelY: number;
  /** Degrees, kept between -90 and 90 so the text is never upside down. */
  labelAngle: number;
}

/** Room left at the target for the arrowhead, so it touches the circle instead of hiding in it. */
const arrowGap = 3;

export function relationshipGeometry(item: PositionedRelationship): RelationshipGeometry {
  const { source, target, bend } = item;
  if (source === target) {
    // A loop above the node, leaving and returning at ±35° from the top.
    const { x, y } = source;
    const out = { x: x - nodeRadius * Math.sin(0.6), y: y - nodeRadius * Math.cos(0.6) };
    const back = {
      x: x + nodeRadius * Math.sin(0.6),
      y: y - nodeRadius * Math.cos(0.6) - arrowGap,
    };
    const height = nodeRadius * 2.6 + Math.abs(bend);
    return {
      path: `M${out.x},${out.y} C${x - nodeRadius * 1.6},${y - height} ${x + nodeRadius * 1.6},${y - height} ${back.x},${back.y}`,
      labelX: x,
      labelY: y - height * 0.78 - 4,
      labelAngle: 0,
    };
  }
  const dx = target.x - source.x;
  const dy = target.y - source.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  // The normal (to the left of the direction of travel) along which parallel curves bend.
  const nx = -uy;
  const ny = ux;
  const apexX = (source.x + target.x) / 2 + nx * bend;
  const apexY = (source.y + target.y) / 2 + ny * bend;
  // A quadratic curve through the apex has its control point twice as far out.
  const controlX = (source.x + target.x) / 2 + nx * bend * 2;
  const controlY = (source.y + target.y) / 2 + ny * bend * 2;
  const towards = (fromX: number, fromY: number, toX: number, toY: number, distance: number) => {
    const ddx = toX - fromX;
    const ddy = toY - fromY;
    const dd = Math.hypot(ddx, ddy) || 1;
    return { x: fromX + (ddx / dd) * distance, y: fromY + (ddy / dd) * distance };
  };
  const start = towards(source.x, source.y, controlX, controlY, nodeRadius);
  const end = towards(target.x, target.y, controlX, controlY, nodeRadius + arrowGap);
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  else if (angle < -90) angle += 180;
  return {
    path:
      bend === 0
        ? `M${start.x},${start.y} L${end.x},${end.y}`
        : `M${start.x},${start.y} Q${controlX},${controlY} ${end.x},${end.y}`,
    labelX: apexX,
    labelY: apexY,
    labelAngle: angle,
  };
}

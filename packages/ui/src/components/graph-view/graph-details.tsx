import { Button } from '../button/button.tsx';
import { DescriptionList } from '../description-list/description-list.tsx';
import {
  formatPropertyValue,
  nodeCaption,
  type GraphNode,
  type GraphRelationship,
} from './graph-data.ts';
import type { GraphViewLabels } from './graph-view-labels.ts';

/** What is selected: a node or a relationship, by id. */
export type GraphSelection = { kind: 'node'; id: string } | { kind: 'relationship'; id: string };

/** Relationships listed for a node before "and N more". */
const listedRelationships = 50;

interface GraphDetailsProps {
  headingId: string;
  selection: GraphSelection | null;
  nodesById: ReadonlyMap<string, GraphNode>;
  relationshipsById: ReadonlyMap<string, GraphRelationship>;
  relationshipsOf: ReadonlyMap<string, readonly GraphRelationship[]>;
  captionProperty: string | undefined;
  labels: GraphViewLabels;
  colorOf: (label: string) => string;
  onSelect: (selection: GraphSelection | null) => void;
}

function PropertyList({
  properties,
  labels,
}: {
  properties: Readonly<Record<string, unknown>>;
  labels: GraphViewLabels;
}) {
  const entries = Object.entries(properties);
  if (entries.length === 0) return <p className="text-sm text-muted-fg">{labels.noProperties}</p>;
  return (
    <DescriptionList
      layout="stacked"
      items={entries.map(([name, value]) => ({
        id: name,
        term: name,
        description: <span className="font-mono text-xs">{formatPropertyValue(value)}</span>,
      }))}
    />
  );
}

/**
 * The selected node's or relationship's properties. It is also the keyboard path to the
 * relationships: a node lists its relationships as buttons, a relationship its two ends.
 */
export function GraphDetails({
  headingId,
  selection,
  nodesById,
  relationshipsById,
  relationshipsOf,
  captionProperty,
  labels,
  colorOf,
  onSelect,
}: GraphDetailsProps) {
  const node = selection?.kind === 'node' ? nodesById.get(selection.id) : undefined;
  const relationship =
    selection?.kind === 'relationship' ? relationshipsById.get(selection.id) : undefined;
  const caption = (id: string) => {
    const other = nodesById.get(id);
    return other ? nodeCaption(other, captionProperty) : id;
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="graph-view-details"
      className="flex max-h-full min-w-0 flex-col gap-3 overflow-auto rounded-md border border-border bg-surface-raised p-4 text-sm lg:w-72 lg:shrink-0"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {labels.details}
      </h3>
      {node ? (
        <>
          <p className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ background: colorOf(node.label) }}
            />
            <span className="font-medium">{node.label}</span>
            <span className="min-w-0 truncate">{nodeCaption(node, captionProperty)}</span>
          </p>
          <h4 className="text-xs font-semibold text-muted-fg uppercase">{labels.properties}</h4>
          <PropertyList properties={node.properties} labels={labels} />
          {(relationshipsOf.get(node.id)?.length ?? 0) > 0 ? (
            <>
              <h4 className="text-xs font-semibold text-muted-fg uppercase">
                {labels.relationships}
              </h4>
              <ul className="flex flex-col items-start gap-0.5">
                {relationshipsOf
                  .get(node.id)
                  ?.slice(0, listedRelationships)
                  .map((item) => {
                    const outgoing = item.source === node.id;
                    return (
                      <li key={item.id}>
                        <Button
                          variant="link"
                          size="sm"
                          className="h-auto py-0.5 text-left whitespace-normal"
                          onClick={() => onSelect({ kind: 'relationship', id: item.id })}
                        >
                          {labels.relationshipOf(
                            item.type,
                            caption(outgoing ? item.target : item.source),
                            outgoing,
                          )}
                        </Button>
                      </li>
                    );
                  })}
              </ul>
              {(relationshipsOf.get(node.id)?.length ?? 0) > listedRelationships ? (
                <p className="text-xs text-muted-fg">
                  {labels.moreRelationships(
                    (relationshipsOf.get(node.id)?.length ?? 0) - listedRelationships,
                  )}
                </p>
              ) : null}
            </>
          ) : null}
        </>
      ) : relationship ? (
        <>
          <p className="font-medium">{relationship.type}</p>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
            {(
              [
                [labels.from, relationship.source],
                [labels.to, relationship.target],
              ] as const
            ).map(([term, id]) => (
              <div key={term} className="contents">
                <dt className="text-muted-fg">{term}</dt>
                <dd className="min-w-0">
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto py-0.5 text-left whitespace-normal"
                    onClick={() => onSelect({ kind: 'node', id })}
                  >
                    {labels.node(nodesById.get(id)?.label ?? '', caption(id))}
                  </Button>
                </dd>
              </div>
            ))}
          </dl>
          <h4 className="text-xs font-semibold text-muted-fg uppercase">{labels.properties}</h4>
          <PropertyList properties={relationship.properties} labels={labels} />
        </>
      ) : (
        <p className="text-muted-fg">{labels.noSelection}</p>
      )}
      {node || relationship ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => onSelect(null)}>
            {labels.clearSelection}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

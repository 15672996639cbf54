// The schema of a kuzu graph from its catalogue functions: `show_tables()` names the tables,
// `table_info('T')` gives a table's properties, `show_connection('R')` the node tables a relationship
// table joins. kuzu takes no parameter in a table function's argument, so names are quoted here.
import type * as Kuzu from 'kuzu';
import type { GraphSchema, PropertySchema } from './graph-engine.ts';

/** Runs one of the service's own statements and answers its rows (errors thrown). */
export type InternalStatement = (statement: string) => Promise<Record<string, Kuzu.KuzuValue>[]>;

/** A table name as a Cypher string literal: backslash and single quote escaped. */
export function quoteName(name: string): string {
  return `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function propertiesOf(rows: Record<string, Kuzu.KuzuValue>[]): PropertySchema[] {
  return rows.map((row) => ({
    name: String(row.name),
    type: String(row.type),
    // Relationship tables have no primary key column in their answer.
    primaryKey: row['primary key'] === true,
  }));
}

export async function readKuzuSchema(run: InternalStatement): Promise<GraphSchema> {
  const tables = await run('CALL show_tables() RETURN id, name, type');
  const schema: GraphSchema = { nodeTables: [], relTables: [] };
  // Creation order (the catalogue id), so a label keeps its place (and its colour) as tables are added.
  const ordered = [...tables].sort((a, b) => Number(a.id) - Number(b.id));
  for (const table of ordered) {
    const name = String(table.name);
    if (table.type === 'NODE') {
      const info = await run(`CALL table_info(${quoteName(name)}) RETURN *`);
      schema.nodeTables.push({ name, properties: propertiesOf(info) });
    } else if (table.type === 'REL') {
      const info = await run(`CALL table_info(${quoteName(name)}) RETURN *`);
      const ends = await run(`CALL show_connection(${quoteName(name)}) RETURN *`);
      schema.relTables.push({
        name,
        properties: propertiesOf(info),
        connections: ends.map((end) => ({
          from: String(end['source table name']),
          to: String(end['destination table name']),
        })),
      });
    }
    // Other kinds (attached databases, RDF graphs) cannot be created through the service.
  }
  return schema;
}

/**
 * Statements a newcomer can start from, in the order a graph is built: kuzu needs its tables before
 * any data, then nodes, then relationships between them, then a MATCH to see them. Each runs as it
 * is on an empty instance, one after the other.
 */
export const starterSnippets = [
  {
    id: 'create-node-table',
    statement: 'CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64)',
  },
  {
    id: 'create-rel-table',
    statement: 'CREATE REL TABLE Knows(FROM Person TO Person, since INT64)',
  },
  {
    id: 'create-nodes',
    statement: "CREATE (:Person {name: 'Ada', born: 1815}), (:Person {name: 'Alan', born: 1912})",
  },
  {
    id: 'create-relationship',
    statement:
      "MATCH (a:Person {name: 'Ada'}), (b:Person {name: 'Alan'})\nCREATE (a)-[:Knows {since: 1936}]->(b)",
  },
  {
    id: 'match',
    statement: 'MATCH (a:Person)-[k:Knows]->(b:Person)\nRETURN a, k, b',
  },
] as const;

export type StarterSnippetId = (typeof starterSnippets)[number]['id'];

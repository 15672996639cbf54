export { CypherEditor } from './cypher-editor.tsx';
export type { CypherEditorProps } from './cypher-editor.tsx';
export { tokenizeCypher, cypherTokenKinds } from './cypher-tokens.ts';
export type { CypherToken, CypherTokenKind } from './cypher-tokens.ts';

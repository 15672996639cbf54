/**
 * Whether a statement may change the graph's schema (CREATE / DROP / ALTER of a table), so the
 * schema is read again after it ran. Strings and comments are blanked first, so a property value
 * such as 'DROP TABLE' does not count; a false positive only costs one more read.
 */
export function changesSchema(statement: string): boolean {
  const code = statement
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/'(?:\\.|''|[^'\\])*'|"(?:\\.|""|[^"\\])*"/g, "''");
  return /\b(CREATE|DROP|ALTER)\s+((NODE|REL)\s+)?TABLE\b/i.test(code);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID; ids from clients are checked before they reach a uuid column. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

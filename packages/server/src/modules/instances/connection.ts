// The `connect` answer of instances and clusters (contract `connectionInfo`, docs/decisions.md:
// "host and port from the service address"). One function, so both read an address the same way.
/**
 * The host part of a service address: `host:port` → `host`, `[v6]:port` → `v6`; an address with
 * no port is all host. Null only when there is no address (the contract's `host` is nullable
 * for that case alone).
 */
export function hostOf(address: string | null): string | null {
  if (address === null || address === '') return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1] ?? null;
  const cut = address.lastIndexOf(':');
  // A bare IPv6 address has several colons and no port to cut.
  if (cut > 0 && address.indexOf(':') === cut && /^\d+$/.test(address.slice(cut + 1)))
    return address.slice(0, cut);
  return address;
}

export function connectionInfo(
  serviceAddress: string | null,
  port: number,
  managerUrl: string | null = null,
) {
  return {
    serviceAddress,
    host: hostOf(serviceAddress),
    port,
    username: 'root',
    managerUrl,
    managerUrlExpiresAt: null,
  };
}

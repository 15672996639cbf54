import type { Instance } from '@quiver/contract';

/**
 * The detail page's logs tab. Placeholder with the fixed signature the page mounts; its screen is
 * being built in its own branch and replaces this body (same export and props).
 */
export function LogsTab({ instance }: { instance: Instance }) {
  return <p data-instance-id={instance.id} />;
}

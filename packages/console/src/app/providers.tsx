import { StrictMode, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { I18nProvider } from '../i18n/react.tsx';
import { ServicesProvider } from '../lib/services.tsx';
import { Toasts } from '../features/shell/global-elements.tsx';
import type { Services } from '../lib/services.tsx';

/**
 * TanStack's QueryClientProvider, for a client that loads after the page (lib/lazy-query-client.ts):
 * the same context, given no client until it arrives. The element stays the same when it does, so
 * nothing below is mounted again (a form keeps what was typed).
 */
function LazyQueryClientProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  const { lazyQueryClient } = services;
  const client = useSyncExternalStore(
    lazyQueryClient.subscribe,
    lazyQueryClient.current,
    lazyQueryClient.current,
  );
  useEffect(() => {
    if (client === undefined) return;
    // What QueryClientProvider does: follow the window's focus and the network.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

export function Providers({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <I18nProvider i18n={services.i18n}>
          <LazyQueryClientProvider services={services}>
            {children}
            <Toasts />
          </LazyQueryClientProvider>
        </I18nProvider>
      </ServicesProvider>
    </StrictMode>
  );
}

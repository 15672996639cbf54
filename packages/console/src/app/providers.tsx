import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../i18n/react.tsx';
import { ServicesProvider } from '../lib/services.tsx';
import { Toasts } from '../features/shell/global-elements.tsx';
import type { Services } from '../lib/services.tsx';

export function Providers({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <I18nProvider i18n={services.i18n}>
          <QueryClientProvider client={services.queryClient}>
            {children}
            <Toasts />
          </QueryClientProvider>
        </I18nProvider>
      </ServicesProvider>
    </StrictMode>
  );
}

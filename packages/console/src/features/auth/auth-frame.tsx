import type { ReactNode } from 'react';
import { brand } from '../../lib/brand.ts';
import { SiteFooter, SiteNotice } from '../shell/global-elements.tsx';

/** The page around the sign-in and sign-up panels: the brand, the panel, and room to breathe. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <SiteNotice />
      <header className="px-6 py-4">
        <p className="text-lg font-semibold text-surface-fg">{brand.name}</p>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-md rounded-xl border border-border bg-surface-raised p-6 shadow-md sm:p-8">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

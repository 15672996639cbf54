/**
 * The HTML of a public page as the app's first render draws it, written into the build at build
 * time (build/prerender-plugin.ts) so the browser paints the page before any JavaScript has run;
 * main.tsx then hydrates it. Only pages that draw without data qualify: /login is the one we
 * ship. Whatever only the browser knows (the stored cookie choice, the page's origin, a notice,
 * OAuth providers) renders afterwards, exactly as it does after the client's own first render.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { documentTitleOf } from './app/page-title.ts';
import { createServices } from './app/services.ts';
import { createStorage } from './lib/storage.ts';

/** A storage of its own: nothing a visitor stored exists at build time. */
function buildTimeServices() {
  return createServices(
    createStorage({
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    }),
  );
}

/** The page's document title, as the app sets it once it runs ("Log in · Quiver Cloud"). */
export function prerenderedTitle(path: string): string {
  const services = buildTimeServices();
  return documentTitleOf(matchRoutes(createRoutes(services), path) ?? [], services.i18n);
}

export async function prerenderPage(path: string): Promise<string> {
  const services = buildTimeServices();
  const handler = createStaticHandler(createRoutes(services));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers services={services}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}

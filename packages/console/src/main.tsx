import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { Providers } from './app/providers.tsx';
import { createServices } from './app/services.ts';
import { createConsoleRouter } from './app/router.tsx';
import { isPrerenderedArrival, rememberTypedFields } from './lib/prerendered.ts';
import { showLanguage, type Language } from './i18n/index.ts';

const services = createServices();
document.documentElement.lang = services.i18n.language;

// Someone typing into the sign-in or sign-up form is about to sign in: the screens that follow and
// the response schemas load meanwhile, not after the click. A visitor who only looks at those pages
// loads neither (signed-in routes load the schemas in their loader: lib/answer-check.ts).
const signingInPaths = new Set(['/login', '/register']);
const onFirstInput = () => {
  if (!signingInPaths.has(window.location.pathname.toLowerCase())) return;
  document.removeEventListener('input', onFirstInput, true);
  services.preloadSignedInScreens();
  void services.answerCheck.load();
};
document.addEventListener('input', onFirstInput, true);

/**
 * Submits are the app's once its first render (or hydration) has committed: public/before-paint.js
 * holds them back until then. An effect, because hydration finishes after hydrateRoot returns.
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    // A button pressed (or a form submitted) on the prerendered page before that is pressed now.
    const pressed = document.querySelector('[data-click-held]');
    const submitted = document.querySelector('form[data-submit-held]');
    pressed?.removeAttribute('data-click-held');
    submitted?.removeAttribute('data-submit-held');
    if (pressed instanceof HTMLElement) pressed.click();
    else if (submitted instanceof HTMLFormElement) submitted.requestSubmit();
  }, []);
  return null;
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
// A promise, not a top-level await: with one, the bundler splits the entry's libraries into more,
// smaller chunks (4 KiB more gzip on /login).
// The language's own texts load (unless English) while the routes do.
void Promise.all([
  createConsoleRouter(services),
  showLanguage(services.i18n, services.i18n.language as Language),
]).then(([router]) => {
  const app = (
    <Providers services={services}>
      {/* Navigations render as ordinary updates, not in a transition: a transition's render
          yields every few milliseconds and starts over whenever the query cache notifies its
          subscribers (a synchronous update), which the answer of the page's own call always does,
          so the instance list's first render was done in slices and in part twice (answer →
          painted 635 → 468 ms at 4x CPU). Screens load before the navigation commits (the
          routes' `lazy`), so nothing suspends for a transition to hide. The price: a list's page
          change renders in full before its answer instead of merging with it (docs/decisions.md,
          "Navigations without a transition"). */}
      <RouterProvider router={router} useTransitions={false} />
      <MarkAppReady />
    </Providers>
  );
  // /login arrives prerendered (src/prerender.tsx): take its markup over instead of drawing it again.
  if (root.hasChildNodes() && isPrerenderedArrival(window.location)) {
    rememberTypedFields(root);
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
});

import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { Providers } from './app/providers.tsx';
import { createServices } from './app/services.ts';
import { createConsoleRouter } from './app/router.tsx';
import { preloadSignedInScreens } from './app/routes.tsx';

const services = createServices();
const router = createConsoleRouter(services);
document.documentElement.lang = services.i18n.language;

// Someone typing into the sign-in or sign-up form is about to sign in: the screens that follow load
// meanwhile, not after the click (nothing extra loads for a visitor who only looks).
const signingInPaths = new Set(['/login', '/register']);
const onFirstInput = () => {
  if (!signingInPaths.has(window.location.pathname.toLowerCase())) return;
  document.removeEventListener('input', onFirstInput, true);
  preloadSignedInScreens();
};
document.addEventListener('input', onFirstInput, true);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <Providers services={services}>
    <RouterProvider router={router} />
  </Providers>,
);

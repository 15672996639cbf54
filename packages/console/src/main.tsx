import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { Providers } from './app/providers.tsx';
import { createServices } from './app/services.ts';
import { createConsoleRouter } from './app/router.tsx';

const services = createServices();
const router = createConsoleRouter(services);
document.documentElement.lang = services.i18n.language;

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <Providers services={services}>
    <RouterProvider router={router} />
  </Providers>,
);

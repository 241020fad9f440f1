import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { hydrateFromPage } from './app/query-state';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// A storefront page arrives drawn by the server with its data (src/web/server-render.tsx): React takes
// over that markup. Other pages (signed-in, staff, `npm run dev`) arrive as an empty shell.
if (hydrateFromPage(queryClient) && container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MISSING_RECORD_ATTRIBUTE, SCREEN_GUESS_ATTRIBUTE } from '@shared/page-render';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { hydrateFromPage } from './app/query-state';
import { routes } from './app/router';
import { hydrateInTurns, nextTask } from './lib/hydrate-in-turns';
import { preloadElement } from './lib/lazy-page';
import { createQueryClient } from './lib/query-client';
import { cn } from './lib/utils';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// The server's guess of the screen it drew the page for, so hydration draws the same layout.
const screenGuess = container.getAttribute(SCREEN_GUESS_ATTRIBUTE) === 'phone' ? 'phone' : undefined;
// The address whose record (a part) the server found missing: that page hydrates its not-found view.
const missingRecord = container.getAttribute(MISSING_RECORD_ATTRIBUTE) ?? undefined;
const app = (
  <StrictMode>
    <App queryClient={queryClient} screenGuess={screenGuess} missingRecord={missingRecord} />
  </StrictMode>
);

// The page's data is read and its address matched against the routes in a task after the one that ran
// the app's code: on a phone (4x CPU) matching alone took 19 ms of that task, already the longest.
void nextTask().then(() => start(container));

function start(container: HTMLElement) {
  // A storefront page arrives drawn by the server with its data (src/web/server-render.tsx): Preact
  // (docs/decisions/011) takes over that markup once the code of the page's own screens is here, so no
  // part of it waits on the network while it hydrates. Other pages (signed-in, staff, `npm run dev`)
  // arrive as an empty shell.
  if (hydrateFromPage(queryClient) && container.firstElementChild) {
    const pages = (matchRoutes(routes, window.location) ?? []).map((match) => preloadElement(match.route.element));
    // A chunk that fails to load is the error boundary's business, after hydration.
    // The class-name merger builds its tables on first use: in a task of its own, not hydration's first.
    // Then the header, the page's main, the footer and each card hydrate in tasks of their own.
    void Promise.allSettled(pages)
      .then(() => cn('p-0', 'p-1'))
      .then(nextTask)
      .then(() => hydrateInTurns(() => void hydrateRoot(container, app)));
  } else {
    // Drawn in the browser from the start: the header, the page and the footer are still drawn in turns,
    // so the first render is not one long task on a phone either.
    void hydrateInTurns(() => createRoot(container).render(app));
  }
}

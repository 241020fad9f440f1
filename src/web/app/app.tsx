import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { whenHydrated } from '@web/lib/hydrate-in-turns';
import type { ScreenGuess } from '@web/lib/use-media-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

type Props = { queryClient: QueryClient; screenGuess?: ScreenGuess; missingRecord?: string };

export function App({ queryClient, screenGuess, missingRecord }: Props) {
  useEffect(() => {
    // From here the page answers input: a page drawn by the server shows before it does, and hydrates
    // in turns (src/web/lib/hydrate-in-turns.tsx). The end-to-end tests wait for this mark after each
    // navigation (tests/e2e/fixtures/test.ts).
    void whenHydrated().then(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);
  return (
    <AppProviders queryClient={queryClient} screenGuess={screenGuess} missingRecord={missingRecord}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

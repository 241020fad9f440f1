import type { ReactNode } from 'react';
import { ScreenGuessContext, type ScreenGuess } from '@web/lib/use-media-query';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@web/components/ui/lazy-toaster';
import { ThemeProvider } from './theme-provider';

/**
 * The query client comes from the caller: the browser's (main.tsx) or one per server render; so does the
 * server's guess of the screen (lib/use-media-query.ts).
 */
export function AppProviders({ queryClient, screenGuess, children }: { queryClient: QueryClient; screenGuess: ScreenGuess; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenGuessContext value={screenGuess}>
        <ThemeProvider>
          {children}
          <LazyToaster />
        </ThemeProvider>
      </ScreenGuessContext>
    </QueryClientProvider>
  );
}

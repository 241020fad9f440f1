import type { ReactNode } from 'react';
import { MissingRecordContext } from '@web/lib/missing-record';
import { ScreenGuessContext, type ScreenGuess } from '@web/lib/use-media-query';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@web/components/ui/lazy-toaster';
import { ThemeProvider } from './theme-provider';

type Props = { queryClient: QueryClient; screenGuess: ScreenGuess; missingRecord?: string; children: ReactNode };

/**
 * The query client comes from the caller: the browser's (main.tsx) or one per server render; so do the
 * server's guess of the screen (lib/use-media-query.ts) and the address whose record it found missing
 * (lib/missing-record.ts).
 */
export function AppProviders({ queryClient, screenGuess, missingRecord, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenGuessContext value={screenGuess}>
        <MissingRecordContext value={missingRecord}>
          <ThemeProvider>
            {children}
            <LazyToaster />
          </ThemeProvider>
        </MissingRecordContext>
      </ScreenGuessContext>
    </QueryClientProvider>
  );
}

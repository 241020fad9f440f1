import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@web/components/ui/lazy-toaster';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from './theme-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

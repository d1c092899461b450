import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/** Puts the one query client under a page: the shell wraps its signed-in routes, a standalone boot its own. */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A standalone boot's page under the query client (the shell's routes get it from the shell). */
export function withDataProvider<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function ProvidedPage(props: P) {
    return (
      <DataProvider>
        <Page {...props} />
      </DataProvider>
    );
  };
}

import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../screens/PageLoading';

type QueryLayer = typeof import('shared-api/queries');

let loaded: QueryLayer | null = null;

/**
 * shared-api's query layer, fetched by the loader of a signed-in route only: a visitor's page
 * never downloads TanStack Query. The same module (a federation singleton) serves every remote.
 */
export function loadQueryLayer(): Promise<QueryLayer> {
  return import('shared-api/queries').then((layer) => (loaded = layer));
}

const LazyDataProvider = lazy(() =>
  loadQueryLayer().then((layer) => ({ default: layer.DataProvider })),
);

/** Provides the one query client to a signed-in page (the loader has usually loaded it: no suspense). */
export function QueryLayerProvider({ children }: { children: ReactNode }) {
  if (loaded) return <loaded.DataProvider>{children}</loaded.DataProvider>;
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyDataProvider>{children}</LazyDataProvider>
    </Suspense>
  );
}

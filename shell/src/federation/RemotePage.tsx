import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { RemotePageProps } from 'shared-ui';
import { loadedRemotePage, loadRemotePage, type RemoteName } from './remotes';
import { ChunkFailedScreen } from '../screens/ChunkFailedScreen';
import { PageLoading } from '../screens/PageLoading';

/** A failure to fetch a remote's code, as opposed to a bug while rendering it. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class RemoteLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    // Only load failures are ours; render errors go on to the route's error screen.
    if (error instanceof RemoteLoadError) return { failed: true };
    throw error;
  }

  override render() {
    return this.state.failed ? (
      <ChunkFailedScreen onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

interface RemotePageLoaderProps extends RemotePageProps {
  remote: RemoteName;
  page: string;
}

/**
 * Lazily loads one page of a remote. Retry makes a fresh lazy() (React caches a rejected lazy
 * component forever) and re-registers the remote so Module Federation loads its entry again.
 */
export function RemotePageLoader({ remote, page, ...pageProps }: RemotePageLoaderProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      // The route's loader has usually loaded the page already: render it without suspending.
      loadedRemotePage(remote, page)?.default ??
      lazy(() =>
        loadRemotePage(remote, page, attempt > 0).catch((error: unknown) => {
          console.error(`Loading ${remote}/${page} failed`, error);
          throw new RemoteLoadError(`Loading chunk failed: ${remote}/${page}`);
        }),
      ),
    [remote, page, attempt],
  );
  return (
    <RemoteLoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page {...pageProps} />
      </Suspense>
    </RemoteLoadBoundary>
  );
}

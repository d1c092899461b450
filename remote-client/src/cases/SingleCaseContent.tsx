import { useSingleCaseStore } from 'shared-api';
import { ErrorState, LoadingState } from 'shared-ui';
import { CaseDetails } from './CaseDetails';

/** What the single case store holds right now: loading, its error, or the case (or no data). */
export function SingleCaseContent({ onRetry }: { onRetry?: () => void }) {
  const item = useSingleCaseStore((state) => state.singleCaseData);
  const loading = useSingleCaseStore((state) => state.loading);
  const error = useSingleCaseStore((state) => state.error);
  if (loading) return <LoadingState label="Loading case..." />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  return <CaseDetails item={item} />;
}

import { useSingleCaseStore } from 'shared-api/queries';
import { CaseNotFound, ErrorState, LoadingState } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { CaseDetails } from './CaseDetails';

/**
 * What the single case store holds right now: loading, 'Case not found' (with `onBack` in a
 * dialog), another error, or the case (or no data).
 */
export function SingleCaseContent({
  onRetry,
  onBack,
}: {
  onRetry?: () => void;
  onBack?: () => void;
}) {
  const t = useT();
  const item = useSingleCaseStore((state) => state.singleCaseData);
  const loading = useSingleCaseStore((state) => state.loading);
  const error = useSingleCaseStore((state) => state.error);
  const notFound = useSingleCaseStore((state) => state.notFound);
  if (loading) return <LoadingState label={t('client.singleCase.loading')} />;
  if (notFound) return <CaseNotFound level={onBack ? 3 : 2} onBack={onBack} />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  return <CaseDetails item={item} />;
}

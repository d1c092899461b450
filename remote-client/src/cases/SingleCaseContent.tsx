import { ErrorState, LoadingState } from 'shared-ui/dashboard';
import { CaseNotFound, type SingleCaseRead } from 'shared-cases';
import { useT } from 'shared-i18n';
import { CaseDetails } from './CaseDetails';

/**
 * A case read as it stands: loading, 'Case not found' (with `onBack` in a dialog), another error
 * (with a retry), or the case (or no data).
 */
export function SingleCaseContent({ read, onBack }: { read: SingleCaseRead; onBack?: () => void }) {
  const t = useT();
  if (read.loading) return <LoadingState label={t('client.singleCase.loading')} />;
  if (read.notFound) return <CaseNotFound level={onBack ? 3 : 2} onBack={onBack} />;
  if (read.error) return <ErrorState message={read.error} onRetry={read.refetch} />;
  return <CaseDetails item={read.item} />;
}

import { useState } from 'react';
import type { CaseListView } from 'shared-contract';
import { errorMessage } from 'shared-api';
import { caseExportTexts, exportCasesCsv } from 'shared-cases';
import { Button, toast } from 'shared-ui';
import { useT } from 'shared-i18n';

/** Saves a file the way a download link would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the list as it is filtered and sorted now (every page) as CSV. */
export function ExportCsvButton({ view }: { view: CaseListView }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      save(await exportCasesCsv(view), `cases-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(errorMessage(error, caseExportTexts.fallback));
    }
    setBusy(false);
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      loading={busy}
      loadingLabel={t('admin.export.preparing')}
    >
      {t('admin.export.download')}
    </Button>
  );
}

import { useT } from 'shared-i18n';
import { ConfirmDialog } from 'shared-ui/dashboard';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/**
 * Asked when a case form is closed while its file is still being sent: yes drops the upload (the
 * server keeps nothing), no (the default, also Esc) lets it finish.
 */
export function CancelUploadDialog({
  open,
  onYes,
  onNo,
}: {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('cases.upload.cancelTitle')}
      message={t('cases.upload.cancelText')}
      confirmLabel={t('cases.upload.cancelYes')}
      cancelLabel={t('cases.upload.cancelNo')}
      onConfirm={onYes}
      onCancel={onNo}
    />
  );
}

import { useT } from 'shared-i18n';
import { ConfirmDialog } from 'shared-ui/dashboard';

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
      title={t('ui.upload.cancelTitle')}
      message={t('ui.upload.cancelText')}
      confirmLabel={t('ui.upload.cancelYes')}
      cancelLabel={t('ui.upload.cancelNo')}
      onConfirm={onYes}
      onCancel={onNo}
    />
  );
}

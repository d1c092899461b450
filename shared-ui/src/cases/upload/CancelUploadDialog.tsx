import { ConfirmDialog } from '../../components/ConfirmDialog';

export const CANCEL_UPLOAD_TITLE = 'Cancel the upload?';
export const CANCEL_UPLOAD_YES = 'Yes, cancel the upload';
export const CANCEL_UPLOAD_NO = 'No, keep uploading';

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
  return (
    <ConfirmDialog
      open={open}
      title={CANCEL_UPLOAD_TITLE}
      message="The file is still being sent. If you cancel now, nothing is saved."
      confirmLabel={CANCEL_UPLOAD_YES}
      cancelLabel={CANCEL_UPLOAD_NO}
      onConfirm={onYes}
      onCancel={onNo}
    />
  );
}

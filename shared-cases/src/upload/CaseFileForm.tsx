import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, type UploadOptions } from 'shared-api';
import { MAX_UPLOAD_MB, uploadSizeProblem } from 'shared-contract';
import { useT } from 'shared-i18n';
import { Button, FormError } from 'shared-ui';
import { FileField } from 'shared-ui/dashboard';
import { CancelUploadDialog } from './CancelUploadDialog';
import { CASE_FILE_ACCEPT } from './caseFile';
import { UploadProgress } from './UploadProgress';
import { useUpload } from './useUpload';
import { Actions } from '../listStyles';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

export interface CaseFileFormProps {
  /** The file field's label. */
  label: string;
  /** The send button's words, and its words while the file goes up. */
  submitLabel: string;
  sendingLabel: string;
  /** Sends the file (with progress and cancel through `options`). */
  send: (file: File, options: UploadOptions) => Promise<unknown>;
  /** The toast once the file is in, and the words of a refusal the API did not word. */
  doneText: string;
  failureFallback: string;
}

/**
 * One file added to a case, by the submit form's rules: the same types and size limit (refused
 * before sending), a progress bar, and a cancel that asks first. A refusal stays beside the field;
 * once the file is in, a toast says so and the field empties for the next one.
 */
export function CaseFileForm({
  label,
  submitLabel,
  sendingLabel,
  send,
  doneText,
  failureFallback,
}: CaseFileFormProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const sizeProblem = uploadSizeProblem(file)
    ? t('cases.upload.tooLarge', { mb: MAX_UPLOAD_MB })
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.running || sizeProblem) return;
    if (!file) {
      setError(t('cases.upload.chooseFile'));
      return;
    }
    setError(null);
    const outcome = await upload.run((options) => send(file, options));
    if (outcome.status === 'failed') {
      setError(errorMessage(outcome.error, failureFallback));
      return;
    }
    if (outcome.status === 'done') toast.success(doneText);
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FileField
        ref={input}
        label={label}
        accept={CASE_FILE_ACCEPT}
        hint={t('cases.upload.fileHint')}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
        error={sizeProblem ?? undefined}
        disabled={upload.running}
      />
      {upload.running ? <UploadProgress fraction={upload.progress} /> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Actions>
        <Button type="submit" loading={upload.running} loadingLabel={sendingLabel}>
          {submitLabel}
        </Button>
        {upload.running ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('cases.upload.cancel')}
          </Button>
        ) : null}
      </Actions>
      <CancelUploadDialog
        open={asking && upload.running}
        onYes={() => {
          upload.cancel();
          setAsking(false);
        }}
        onNo={() => setAsking(false)}
      />
    </form>
  );
}

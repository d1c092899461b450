import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDraft, type CaseSubmitInput } from 'shared-api';
import { MAX_UPLOAD_MB, isCaseSubtype, isCaseType, uploadSizeProblem } from 'shared-contract';
import { t as translate, useT } from 'shared-i18n';
import {
  useSubmitCase,
  CASE_FILE_ACCEPT,
  CancelUploadDialog,
  UploadProgress,
  useLeaveWarning,
} from 'shared-cases';
import { Button, FormError, toast } from 'shared-ui';
import { FileField, Modal, TextAreaField } from 'shared-ui/dashboard';
import { CaseTypeFields } from './CaseTypeFields';

/** The modal closes 2 seconds after a successful submission. */
export const SUBMIT_CLOSE_DELAY_MS = 2000;

const Success = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const EMPTY = { caseType: '', caseSubtype: '', summary: '' };

/**
 * Submit Case: type → subtype, file, summary; the first failing rule shows (the submission
 * also toasts it) until its field is fixed, the upload shows its progress, success toasts, the
 * list refreshes and the modal closes 2 s later. What was typed is kept until the case is sent. A file over the upload limit is refused on its field and never sent; closing
 * while the file is being sent asks 'Cancel the upload?' first.
 */
export function SubmitCaseModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  // What is typed outlives an expired session (shared-api drafts); files cannot be kept.
  const [values, setValues, { clear: clearDraft, forget: forgetDraft }] = useDraft(
    'submit-case',
    EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const [attempted, setAttempted] = useState(false);
  /** Closing was asked for while uploading: 'Cancel the upload?' is open. */
  const [asking, setAsking] = useState(false);
  const submission = useSubmitCase();
  const { sending: loading, progress, error, errorField: storedField, reset } = submission;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const wasOpen = useRef(open);
  const doneRef = useRef(done);
  doneRef.current = done;
  useEffect(() => {
    // Closing keeps what was typed (a close, Back or a reload never loses a draft): the form opens
    // with it again. Only a sent case's form starts empty next time.
    if (!open && wasOpen.current && doneRef.current) clearDraft();
    wasOpen.current = open;
    if (!open) return;
    reset();
    setFile(null);
    setDone(false);
    setAttempted(false);
    setAsking(false);
  }, [open, clearDraft, reset]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  // A rule's message stays only while its field still breaks it: fixing the field clears it.
  const stillBroken = (field: string | null) => {
    switch (field) {
      case 'caseType':
        return !isCaseType(values.caseType);
      case 'caseSubtype':
        return !isCaseSubtype(values.caseType, values.caseSubtype);
      case 'summary':
        return values.summary.trim() === '';
      case 'file':
        return !file || uploadSizeProblem(file) !== null;
      default:
        return true;
    }
  };
  const shownError = attempted && !loading && stillBroken(storedField) ? error : null;
  const errorField = shownError ? storedField : null;
  // Shown as soon as the file is chosen; the submission refuses it the same way.
  const fileError = uploadSizeProblem(file)
    ? t('cases.upload.tooLarge', { mb: MAX_UPLOAD_MB })
    : errorField === 'file'
      ? shownError
      : null;
  useLeaveWarning(loading);

  // ×, Esc and the backdrop: while the file is on its way, ask before dropping it.
  const requestClose = () => {
    if (loading) setAsking(true);
    else onClose();
  };
  const cancelUpload = () => {
    submission.cancel();
    setAsking(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || done) return;
    setAttempted(true);
    // The submission checks the submit-case rules in order, a missing file included.
    const added = await submission.submit({ ...values, file } as CaseSubmitInput);
    if (!added) return;
    forgetDraft();
    setDone(true);
    toast.success(translate('client.submitCase.success'), { id: 'case-submitted' }); // one toast, even after quick repeats
    closeTimer.current = setTimeout(() => onCloseRef.current(), SUBMIT_CLOSE_DELAY_MS);
  };

  return (
    <Modal open={open} onClose={requestClose} title={t('client.submitCase.title')}>
      <form onSubmit={submit} noValidate>
        <CaseTypeFields
          value={values}
          onChange={(next) => setValues((current) => ({ ...current, ...next }))}
          errors={errorField ? { [errorField]: shownError } : undefined}
        />
        <FileField
          label={t('client.submitCase.file')}
          accept={CASE_FILE_ACCEPT}
          hint={t('cases.upload.fileHint')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            // What the last submit said of the file was about that file, not the new one.
            if (storedField === 'file') reset();
          }}
          error={fileError ?? undefined}
          disabled={loading || done}
        />
        <TextAreaField
          label={t('client.submitCase.summary')}
          value={values.summary}
          onChange={(event) =>
            setValues((current) => ({ ...current, summary: event.target.value }))
          }
          error={errorField === 'summary' ? shownError : undefined}
          readOnly={loading || done}
        />
        {loading ? <UploadProgress fraction={progress} /> : null}
        {done ? <Success>{t('client.submitCase.success')}</Success> : null}
        {shownError && !errorField ? <FormError role="alert">{shownError}</FormError> : null}
        <Button
          type="submit"
          loading={loading}
          loadingLabel={t('client.submitCase.submitting')}
          disabled={done}
          fullWidth
        >
          {t('client.submitCase.submit')}
        </Button>
      </form>
      <CancelUploadDialog
        open={asking && loading}
        onYes={cancelUpload}
        onNo={() => setAsking(false)}
      />
    </Modal>
  );
}

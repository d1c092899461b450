import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, useDraft } from 'shared-api';
import { isCaseLocked, MAX_UPLOAD_MB, uploadSizeProblem } from 'shared-contract';
import {
  caseTexts,
  updateCase,
  invalidateCases,
  useCase,
  CASE_FILE_ACCEPT,
  CancelUploadDialog,
  CaseNotFound,
  UploadProgress,
  useUpload,
} from 'shared-cases';
import { useT } from 'shared-i18n';
import { ButtonLink, Button, Card, toast, type RemotePageProps } from 'shared-ui';
import {
  ErrorState,
  FileField,
  LoadingState,
  PageHeading,
  TextAreaField,
} from 'shared-ui/dashboard';
import { ClientLayout } from '../layout/ClientLayout';
import { CaseTypeFields } from '../cases/CaseTypeFields';
import { CaseLockNotice } from '../cases/CaseLockNotice';
import { rememberOpenedCase } from '../cases/lastOpenedCase';

/** Back to the dashboard 1 second after a successful update. */
export const AFTER_UPDATE_DELAY_MS = 1000;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Form = styled(Card).attrs({ as: 'form' })`
  max-width: 640px;
`;

/**
 * /update-case/{id}: type, subtype, summary and file; no client-side required check.
 * A new file over the upload limit is refused on its field; while one uploads, Cancel asks
 * 'Cancel the upload?' first. An id that names no case shows 'Case not found'; an assigned case
 * says why it cannot be edited.
 */
export default function UpdateCase({ accountMenu }: RemotePageProps) {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const read = useCase(id || null);
  const { item, loading, error, notFound } = read;
  // What is typed outlives an expired session (shared-api drafts) and wins over the stored case.
  const [values, setValues, { fill, forget: forgetDraft }] = useDraft(`update-case:${id}`, {
    caseType: '',
    caseSubtype: '',
    summary: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const upload = useUpload();
  const saving = upload.running;
  /** Cancel was pressed while the file uploads: 'Cancel the upload?' is open. */
  const [asking, setAsking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (id) rememberOpenedCase(id);
  }, [id]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Fill the form once with the case as stored, then leave it to the user.
  if (item && filledFrom !== id) {
    setFilledFrom(id);
    fill({ caseType: item.caseType, caseSubtype: item.caseSubtype, summary: item.summary });
  }

  const sizeProblem = uploadSizeProblem(file)
    ? t('cases.upload.tooLarge', { mb: MAX_UPLOAD_MB })
    : undefined;
  const uploading = saving && file !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || saved || sizeProblem) return;
    const outcome = await upload.run((options) => updateCase(id, { ...values, file }, options));
    if (outcome.status === 'cancelled') return; // the user cancelled: nothing to report
    if (outcome.status === 'failed') {
      toast.error(
        t('client.updateCase.error', {
          message: errorMessage(outcome.error, caseTexts.updateFallback),
        }),
      );
      return;
    }
    forgetDraft();
    // The dashboard and the case's view show the edit, not the cached case.
    void invalidateCases();
    setSaved(true);
    toast.success(caseTexts.updated);
    timer.current = setTimeout(() => navigate('/user-dashboard'), AFTER_UPDATE_DELAY_MS);
  };

  let body;
  if (loading || (!filledFrom && !error))
    body = <LoadingState label={t('client.singleCase.loading')} />;
  else if (notFound && !filledFrom) body = <CaseNotFound />;
  else if (error && !filledFrom) body = <ErrorState message={error} onRetry={read.refetch} />;
  else if (item && isCaseLocked(item) && !saving && !saved) body = <CaseLockNotice caseId={id} />;
  else
    body = (
      <Form onSubmit={submit} noValidate>
        <CaseTypeFields
          value={values}
          onChange={(next) => setValues((current) => ({ ...current, ...next }))}
        />
        <TextAreaField
          label={t('client.updateCase.summary')}
          value={values.summary}
          onChange={(event) =>
            setValues((current) => ({ ...current, summary: event.target.value }))
          }
        />
        <FileField
          label={t('client.updateCase.file')}
          accept={CASE_FILE_ACCEPT}
          hint={
            item?.fileName
              ? t('client.updateCase.currentFile', { fileName: item.fileName })
              : t('client.updateCase.replaceFile')
          }
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          error={sizeProblem ?? undefined}
        />
        {uploading ? <UploadProgress fraction={upload.progress} /> : null}
        <Actions>
          <Button
            type="submit"
            loading={saving}
            loadingLabel={t('client.updateCase.updating')}
            disabled={saved}
          >
            {t('client.updateCase.submit')}
          </Button>
          <ButtonLink
            to="/user-dashboard"
            onClick={(event) => {
              if (!uploading) return;
              event.preventDefault();
              setAsking(true);
            }}
          >
            {t('client.updateCase.cancel')}
          </ButtonLink>
        </Actions>
      </Form>
    );

  return (
    <ClientLayout title={t('client.layout.dashboardTitle')} accountMenu={accountMenu}>
      <PageHeading>{t('client.updateCase.heading')}</PageHeading>
      {body}
      <CancelUploadDialog
        open={asking && uploading}
        onYes={() => {
          upload.cancel();
          setAsking(false);
          navigate('/user-dashboard');
        }}
        onNo={() => setAsking(false)}
      />
    </ClientLayout>
  );
}

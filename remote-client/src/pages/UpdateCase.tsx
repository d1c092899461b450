import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  caseMessages,
  errorMessage,
  singleCaseStore,
  updateCase,
  useSingleCaseStore,
} from 'shared-api';
import {
  ButtonLink,
  Button,
  Card,
  ErrorState,
  FileField,
  LoadingState,
  PageHeading,
  TextAreaField,
  toast,
  type RemotePageProps,
} from 'shared-ui';
import { ClientLayout } from '../layout/ClientLayout';
import { CaseTypeFields } from '../cases/CaseTypeFields';
import { CASE_FILE_ACCEPT } from '../cases/caseFile';

/** Spec §4/§9: back to the dashboard 1 second after a successful update. */
export const AFTER_UPDATE_DELAY_MS = 1000;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Form = styled(Card).attrs({ as: 'form' })`
  max-width: 640px;
`;

/** /update-case/{id} (spec §2): type, subtype, summary and file; no client-side required check (§5). */
export default function UpdateCase({ accountMenu }: RemotePageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useSingleCaseStore((state) => state.singleCaseData);
  const loading = useSingleCaseStore((state) => state.loading);
  const error = useSingleCaseStore((state) => state.error);
  const [values, setValues] = useState({ caseType: '', caseSubtype: '', summary: '' });
  const [file, setFile] = useState<File | null>(null);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (id) void singleCaseStore.getState().fetchSingleCase(id);
  }, [id]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Fill the form once with the case as stored, then leave it to the user.
  if (item && (item._id === id || item.id === id) && filledFrom !== id) {
    setFilledFrom(id);
    setValues({ caseType: item.caseType, caseSubtype: item.caseSubtype, summary: item.summary });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || saved) return;
    setSaving(true);
    try {
      await updateCase(id, { ...values, file });
      setSaved(true);
      toast.success(caseMessages.updated);
      timer.current = setTimeout(() => navigate('/user-dashboard'), AFTER_UPDATE_DELAY_MS);
    } catch (failure) {
      toast.error(`Error: ${errorMessage(failure, caseMessages.updateFallback)}`);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (loading || (!filledFrom && !error)) body = <LoadingState label="Loading case..." />;
  else if (error && !filledFrom)
    body = (
      <ErrorState
        message={error}
        onRetry={() => void singleCaseStore.getState().fetchSingleCase(id)}
      />
    );
  else
    body = (
      <Form onSubmit={submit} noValidate>
        <CaseTypeFields
          value={values}
          onChange={(next) => setValues((current) => ({ ...current, ...next }))}
        />
        <TextAreaField
          label="Summary"
          value={values.summary}
          onChange={(event) =>
            setValues((current) => ({ ...current, summary: event.target.value }))
          }
        />
        <FileField
          label="File"
          accept={CASE_FILE_ACCEPT}
          hint={
            item?.fileName
              ? `Current file: ${item.fileName}. Choose a file only to replace it.`
              : 'Choose a file only to replace the current one.'
          }
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Actions>
          <Button type="submit" loading={saving} loadingLabel="Updating...." disabled={saved}>
            Update Case
          </Button>
          <ButtonLink to="/user-dashboard">Cancel</ButtonLink>
        </Actions>
      </Form>
    );

  return (
    <ClientLayout title="Client Dashboard" accountMenu={accountMenu}>
      <PageHeading>Update Case</PageHeading>
      {body}
    </ClientLayout>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CaseSection } from './CaseSection';
import toast from 'react-hot-toast';
import {
  CASE_CLOSED_DOCUMENTS_MESSAGE,
  caseLifeTexts,
  caseSubmitMessage,
  errorMessage,
  uploadSizeProblem,
  type CaseDocument,
  type UploadOptions,
} from 'shared-api';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FileField } from '../forms/FileField';
import { FormError } from '../forms/FormError';
import { formatEventTime } from './timelineText';
import { CancelUploadDialog } from './upload/CancelUploadDialog';
import { CASE_FILE_ACCEPT, CASE_FILE_HINT } from './upload/caseFile';
import { UploadProgress } from './upload/UploadProgress';
import { useUpload } from './upload/useUpload';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A size as people read it: bytes under 1 KB, else KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface CaseDocumentsProps {
  documents: CaseDocument[];
  /** False once the case is closed: the list stays, nothing can be added. */
  canAdd: boolean;
  onAdd: (file: File, options: UploadOptions) => Promise<unknown>;
  onRemove: (document: CaseDocument) => Promise<void>;
}

/**
 * A case's dated documents (oldest first, the submit form's file first), each a download link;
 * its uploader may remove it while the case is open. Adding one follows the submit form's rules:
 * the same types and size limit (refused before sending), progress, and a cancel that asks first.
 */
export function CaseDocuments({ documents, canAdd, onAdd, onRemove }: CaseDocumentsProps) {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [toRemove, setToRemove] = useState<CaseDocument | null>(null);
  const [removing, setRemoving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const sizeProblem = uploadSizeProblem(file)?.message ?? null;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.running || sizeProblem) return;
    if (!file) {
      setError(caseSubmitMessage.file);
      return;
    }
    setError(null);
    const outcome = await upload.run((options) => onAdd(file, options));
    if (outcome.status === 'failed') {
      setError(errorMessage(outcome.error, caseLifeTexts.addDocumentFallback));
      return;
    }
    if (outcome.status === 'done') toast.success(caseLifeTexts.documentAdded);
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const remove = async () => {
    if (!toRemove) return;
    setRemoving(true);
    try {
      await onRemove(toRemove);
      toast.success(caseLifeTexts.documentRemoved);
    } catch (failure) {
      toast.error(errorMessage(failure, caseLifeTexts.removeDocumentFallback));
    } finally {
      setRemoving(false);
      setToRemove(null);
    }
  };

  return (
    <CaseSection aria-labelledby={headingId}>
      <h3 id={headingId}>Documents</h3>
      <List>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} download={document.fileName} rel="noopener noreferrer">
              {document.fileName}
            </a>
            <small>
              {formatFileSize(document.size)}, added by {document.uploadedBy.name} on{' '}
              <time dateTime={document.createdAt}>{formatEventTime(document.createdAt)}</time>
            </small>
            {document.canRemove ? (
              <Button
                variant="secondary"
                onClick={() => setToRemove(document)}
                aria-label={`Remove ${document.fileName}`}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </List>
      {canAdd ? (
        <form onSubmit={add} noValidate>
          <FileField
            ref={input}
            label="Add a document"
            accept={CASE_FILE_ACCEPT}
            hint={CASE_FILE_HINT}
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
            <Button type="submit" loading={upload.running} loadingLabel="Adding...">
              Add document
            </Button>
            {upload.running ? (
              <Button variant="secondary" onClick={() => setAsking(true)}>
                Cancel upload
              </Button>
            ) : null}
          </Actions>
        </form>
      ) : (
        <p>{CASE_CLOSED_DOCUMENTS_MESSAGE}</p>
      )}
      <CancelUploadDialog
        open={asking && upload.running}
        onYes={() => {
          upload.cancel();
          setAsking(false);
        }}
        onNo={() => setAsking(false)}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this document?"
        message={toRemove ? `${toRemove.fileName} will no longer be part of this case.` : ''}
        confirmLabel="Yes, remove it"
        cancelLabel="Keep it"
        busy={removing}
        busyLabel="Removing..."
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
      />
    </CaseSection>
  );
}

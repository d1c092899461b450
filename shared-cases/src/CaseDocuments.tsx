import { useId, useState } from 'react';
import styled from 'styled-components';
import { CaseSection } from './CaseSection';
import toast from 'react-hot-toast';
import { errorMessage, type CaseDocument, type UploadOptions } from 'shared-api';
import { caseLifeTexts } from './calls/caseLifeTexts';
import { formatNumber, t as translate, Trans, useT } from 'shared-i18n';
import { ConfirmDialog } from 'shared-ui/dashboard';
import { BreakableText, Button } from 'shared-ui';
import { formatEventTime } from './timelineText';
import { CaseFileForm } from './upload/CaseFileForm';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

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
    overflow-wrap: break-word;
  }
  /* A file's link is a target of its own (24 px at least), its name wrapping after separators. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A size as people read it: bytes under 1 KB, else KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  const tenth = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false };
  if (bytes < 1024) return translate('cases.fileSize.bytes', { size: bytes });
  if (bytes < 1024 * 1024) {
    return translate('cases.fileSize.kilobytes', { size: formatNumber(bytes / 1024, tenth) });
  }
  return translate('cases.fileSize.megabytes', {
    size: formatNumber(bytes / (1024 * 1024), tenth),
  });
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
  const [toRemove, setToRemove] = useState<CaseDocument | null>(null);
  const [removing, setRemoving] = useState(false);
  const t = useT();

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
      <h3 id={headingId}>{t('cases.documents.title')}</h3>
      <List>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} download={document.fileName} rel="noopener noreferrer">
              <BreakableText>{document.fileName}</BreakableText>
            </a>
            <small>
              <Trans
                id="cases.documents.added"
                values={{
                  size: formatFileSize(document.size),
                  name: document.uploadedBy.name,
                  date: formatEventTime(document.createdAt),
                }}
                components={{ time: <time dateTime={document.createdAt} /> }}
              />
            </small>
            {document.canRemove ? (
              <Button
                variant="secondary"
                onClick={() => setToRemove(document)}
                aria-label={t('cases.documents.removeLabel', { name: document.fileName })}
              >
                {t('cases.documents.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </List>
      {canAdd ? (
        <CaseFileForm
          label={t('cases.documents.addLabel')}
          submitLabel={t('cases.documents.add')}
          sendingLabel={t('cases.documents.adding')}
          send={onAdd}
          doneText={caseLifeTexts.documentAdded}
          failureFallback={caseLifeTexts.addDocumentFallback}
        />
      ) : (
        <p>{t('cases.documents.closed')}</p>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('cases.documents.removeTitle')}
        message={toRemove ? t('cases.documents.removeText', { name: toRemove.fileName }) : ''}
        confirmLabel={t('cases.documents.removeYes')}
        cancelLabel={t('cases.documents.removeNo')}
        busy={removing}
        busyLabel={t('cases.documents.removing')}
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
      />
    </CaseSection>
  );
}

import { useT } from 'shared-i18n';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { errorMessage, type Case } from 'shared-api';
import { caseTexts, downloadCaseFile } from './calls/cases';
import { registerCatalogueOfCases } from './i18n/catalogue';
import { saveBlob } from './saveBlob';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/** A target of its own: at least 24 px high, however short its label. */
const FileLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;

/**
 * A case's file as a download link, saved under the name it was uploaded with (the signed URL
 * names no file); 'No file' when the case has none. The label defaults to the file's name.
 *
 * The signed URL in the case expires (~15 min), so a plain click asks for a fresh one and
 * downloads through it; a refusal is a toast, never the API's JSON. The href stays a real link
 * (copy, open in a new tab, save as), refreshed by each click.
 */
export function CaseFileLink({
  item,
  children,
}: {
  item: Pick<Case, 'id' | 'file' | 'fileName'>;
  children?: ReactNode;
}) {
  const [href, setHref] = useState(item.file);
  const [busy, setBusy] = useState(false);
  const t = useT();
  useEffect(() => setHref(item.file), [item.file]);

  if (!item.file) return <>{t('cases.card.noFile')}</>;

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window, save as) stay the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (busy) return;
    const anchor = event.currentTarget;
    setBusy(true);
    try {
      const download = await downloadCaseFile(item.id);
      setHref(download.url);
      anchor.href = download.url; // even when the state already held this URL
      saveBlob(download.blob, download.fileName ?? item.fileName ?? 'file');
    } catch (error) {
      toast.error(errorMessage(error, caseTexts.downloadFallback), {
        id: `case-file-${item.id}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileLink
      href={href ?? item.file}
      download={item.fileName ?? true}
      rel="noopener noreferrer"
      onClick={(event) => void onClick(event)}
      aria-busy={busy || undefined}
    >
      {children ?? item.fileName ?? t('cases.card.download')}
    </FileLink>
  );
}

import type { ReactNode } from 'react';
import type { Case } from 'shared-api';

/**
 * A case's file as a download link, saved under the name it was uploaded with (the signed URL
 * names no file); 'No file' when the case has none. The label defaults to the file's name.
 */
export function CaseFileLink({
  item,
  children,
}: {
  item: Pick<Case, 'file' | 'fileName'>;
  children?: ReactNode;
}) {
  if (!item.file) return <>No file</>;
  return (
    <a href={item.file} download={item.fileName ?? true} rel="noopener noreferrer">
      {children ?? item.fileName ?? 'Download'}
    </a>
  );
}

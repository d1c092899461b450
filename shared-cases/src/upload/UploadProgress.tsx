import { useT } from 'shared-i18n';
import styled from 'styled-components';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  progress {
    width: 100%;
    height: 12px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A running upload: the percent as text (announced politely) and as a bar. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const t = useT();
  return (
    <Box role="status">
      <span>{t('cases.upload.progress', { percent })}</span>
      <progress value={percent} max={100} aria-label={t('cases.upload.progressLabel')} />
    </Box>
  );
}

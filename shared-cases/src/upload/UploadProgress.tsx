import { useT } from 'shared-i18n';
import styled from 'styled-components';

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
      <span>{t('ui.upload.progress', { percent })}</span>
      <progress value={percent} max={100} aria-label={t('ui.upload.progressLabel')} />
    </Box>
  );
}

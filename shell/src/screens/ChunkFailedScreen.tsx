import { useT } from 'shared-i18n';
import styled from 'styled-components';
import { Link } from 'react-router-dom';

const Panel = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
`;

const RetryButton = styled.button`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin-right: ${({ theme }) => theme.space(3)};
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
`;

/**
 * Shown in the page area when a remote cannot be loaded (down, 404, time-out). It says that part
 * of the site is unavailable; only a browser that knows it is offline is told to check its
 * connection.
 */
export function ChunkFailedScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Panel role="alert">
      <h1>{t('shell.chunkFailed.title')}</h1>
      <p>{t(offline ? 'shell.chunkFailed.offline' : 'shell.chunkFailed.text')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('shell.chunkFailed.retry')}
      </RetryButton>
      <Link to="/">{t('shell.homeLink')}</Link>
    </Panel>
  );
}

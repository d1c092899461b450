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

/** Shown in the page area when a remote cannot be loaded (down, 404, time-out). */
export function ChunkFailedScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert">
      <h1>Loading chunk failed</h1>
      <p>This part of the site could not be loaded. Check your connection and try again.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
      <Link to="/">Go to the home page</Link>
    </Panel>
  );
}

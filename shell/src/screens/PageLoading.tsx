import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

const Spinner = styled.span`
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoading() {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
        Loading…
      </span>
    </Wrap>
  );
}

import { useT } from 'shared-i18n';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from 'shared-ui';

/** The frame of every in-place state (empty, loading, error, not found). */
export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A state's one line; `as` gives it a heading level where it stands for a page. */
export const StateTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;

export interface EmptyStateProps {
  /** The list's empty text, e.g. 'No Cases Added'. */
  title: ReactNode;
  children?: ReactNode;
}

/** Nothing to show (e.g. 'No Cases Added', 'No Cases assigned to you'). */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <StateBox>
      <StateTitle>{title}</StateTitle>
      {children}
    </StateBox>
  );
}

/** Something is loading: announced politely to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <StateBox role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('ui.state.loading')}</span>
    </StateBox>
  );
}

export interface ErrorStateProps {
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failure in place of the content, with an optional retry. */
export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const t = useT();
  return (
    <StateBox>
      <StateTitle role="alert">{message}</StateTitle>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('ui.state.tryAgain')}
        </Button>
      ) : null}
    </StateBox>
  );
}

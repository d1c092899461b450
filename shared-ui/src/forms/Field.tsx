import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { BreakableText } from '../components/BreakableText';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Shared look of inputs, selects and text areas; 16 px text so phones do not zoom on focus. */
export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font: inherit;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  &[readonly],
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  errorId: string;
  hintId: string;
  children: ReactNode;
  className?: string;
}

/** Label above the control, hint and error below it, tied together by ids. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  errorId,
  hintId,
  children,
  className,
}: FieldFrameProps) {
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={id}>
        {/* A label such as "Done/Going" may wrap after its slash in a narrow column. */}
        {typeof label === 'string' ? <BreakableText>{label}</BreakableText> : label}
      </Label>
      {children}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}

export interface UseFieldOptions {
  /** The caller's own id; a generated one otherwise. */
  id?: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** The caller's own aria-describedby, kept in front of the hint and the error. */
  describedBy?: string;
}

/**
 * The ids and aria wiring every field computes the same way: spread `frame` on FieldFrame and
 * `control` on the input, select or text area (after the caller's own props).
 */
export function useField({
  id: ownId,
  label,
  error,
  hint,
  className,
  describedBy,
}: UseFieldOptions) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedByIds = [describedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    frame: { id, label, error, hint, errorId, hintId, className },
    control: {
      id,
      $invalid: Boolean(error),
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedByIds || undefined,
    },
  };
}

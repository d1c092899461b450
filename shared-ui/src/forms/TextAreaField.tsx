import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldFrame } from './Field';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id: ownId, className, rows = 5, ...rest }, ref) {
    const { id, errorId, hintId, aria } = describedBy(
      useId(),
      ownId,
      error,
      hint,
      rest['aria-describedby'],
    );
    return (
      <FieldFrame
        id={id}
        label={label}
        error={error}
        hint={hint}
        errorId={errorId}
        hintId={hintId}
        className={className}
      >
        <TextArea ref={ref} id={id} rows={rows} $invalid={Boolean(error)} {...rest} {...aria} />
      </FieldFrame>
    );
  },
);

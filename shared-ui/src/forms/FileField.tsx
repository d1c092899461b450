import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldFrame } from './Field';

const FileInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  padding: ${({ theme }) => theme.space(2)};
`;

export interface FileFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'value'
> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled file picker. Read `event.target.files?.[0]` in onChange. */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, error, hint, id: ownId, className, readOnly, disabled, ...rest },
  ref,
) {
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
      <FileInput
        ref={ref}
        id={id}
        type="file"
        $invalid={Boolean(error)}
        disabled={disabled || readOnly}
        aria-readonly={readOnly || undefined}
        {...rest}
        {...aria}
      />
    </FieldFrame>
  );
});

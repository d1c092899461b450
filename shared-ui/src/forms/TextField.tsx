import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldFrame } from './Field';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Shown under the field; marks it aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled text input (also e-mail, tel, number...). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id: ownId, className, type = 'text', ...rest },
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
      <Input ref={ref} id={id} type={type} $invalid={Boolean(error)} {...rest} {...aria} />
    </FieldFrame>
  );
});

import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldFrame, useField } from './Field';

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
  const { frame, control } = useField({
    id: ownId,
    label,
    error,
    hint,
    className,
    describedBy: rest['aria-describedby'],
  });
  return (
    <FieldFrame {...frame}>
      <Input ref={ref} type={type} {...rest} {...control} />
    </FieldFrame>
  );
});

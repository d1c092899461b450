import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldFrame, useField } from 'shared-ui';

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
      <FileInput
        ref={ref}
        type="file"
        disabled={disabled || readOnly}
        aria-readonly={readOnly || undefined}
        {...rest}
        {...control}
      />
    </FieldFrame>
  );
});

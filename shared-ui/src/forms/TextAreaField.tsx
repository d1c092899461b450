import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldFrame, useField } from 'shared-ui';

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
        <TextArea ref={ref} rows={rows} {...rest} {...control} />
      </FieldFrame>
    );
  },
);

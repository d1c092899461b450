import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldFrame, useField } from './Field';

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
`;

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First option with an empty value, e.g. 'Select case type'. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled select. `readOnly` renders it disabled, since selects have no read-only state. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps & { readOnly?: boolean }>(
  function SelectField(
    { label, options, placeholder, error, hint, id: ownId, className, readOnly, disabled, ...rest },
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
        <Select
          ref={ref}
          disabled={disabled || readOnly}
          aria-readonly={readOnly || undefined}
          {...rest}
          {...control}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Select>
      </FieldFrame>
    );
  },
);

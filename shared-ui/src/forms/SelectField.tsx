import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldFrame } from './Field';

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
        <Select
          ref={ref}
          id={id}
          $invalid={Boolean(error)}
          disabled={disabled || readOnly}
          aria-readonly={readOnly || undefined}
          {...rest}
          {...aria}
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

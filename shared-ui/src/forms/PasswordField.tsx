import { useT } from 'shared-i18n';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldFrame, useField } from './Field';

const Row = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  padding-right: 52px;
`;

const Toggle = styled.button`
  position: absolute;
  right: 2px;
  top: 50%;
  transform: translateY(-50%);
  width: 44px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="3" y1="3" x2="21" y2="21" /> : null}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Accessible name of the show/hide button; defaults to 'Show {label}'. */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle (aria-pressed tells whether the text shows). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, error, hint, id: ownId, className, toggleLabel, ...rest }, ref) {
    const [visible, setVisible] = useState(false);
    const t = useT();
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
        <Row>
          <Input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            {...rest}
            {...control}
          />
          <Toggle
            type="button"
            aria-pressed={visible}
            aria-label={toggleLabel ?? t('ui.password.show', { label })}
            aria-controls={control.id}
            onClick={() => setVisible((value) => !value)}
          >
            <EyeIcon crossed={visible} />
          </Toggle>
        </Row>
      </FieldFrame>
    );
  },
);

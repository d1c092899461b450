import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button shows `loadingLabel` and cannot be pressed again. */
  loading?: boolean;
  /** The text the button shows while its action runs, e.g. 'Logging In...'. */
  loadingLabel?: string;
  fullWidth?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.brand};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.colors.brandDark};
          }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.danger};
            color: #fff;
          `
        : css`
            background: ${theme.colors.surface};
            color: ${theme.colors.brand};
            border-color: ${theme.colors.brand};
          `}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

/** The one button (with a running text while loading): primary, secondary or danger. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    loading = false,
    loadingLabel,
    fullWidth = false,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && loadingLabel ? loadingLabel : children}
    </StyledButton>
  );
});

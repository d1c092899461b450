import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** A link that looks like the shared Button: for calls to action that navigate. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'light' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 700;
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.accentText};
          color: #fff;
          &:hover {
            background: #6f3b0d;
          }
        `
      : css`
          background: #fff;
          color: ${theme.colors.brand};
          border: 2px solid ${theme.colors.brand};
        `}
`;

export const Container = styled.div`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

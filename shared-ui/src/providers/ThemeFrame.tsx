import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';

/** The theme and the global style: around every live page, and around every prerendered one. */
export function ThemeFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

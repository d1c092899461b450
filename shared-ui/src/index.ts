export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { AppProviders, TOAST_DURATION_MS } from './providers/AppProviders';
export type { RemotePageProps } from './layout/RemotePageProps';
export { bootStandalone, type StandaloneRoute } from './standalone/bootStandalone';

/** The one theme: colours with AA contrast on white, a 4 px spacing scale, a type scale for 360 px phones. */
export const theme = {
  colors: {
    brand: '#0b3d5c',
    brandDark: '#072a40',
    accent: '#b5651d',
    accentText: '#8a4a12',
    text: '#1c2430',
    muted: '#4a5563',
    border: '#c9d1dc',
    surface: '#ffffff',
    background: '#f7f8fa',
    danger: '#b42318',
    success: '#067647',
    focus: '#2563eb',
  },
  space: (n: number) => `${n * 4}px`,
  radius: '8px',
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  },
  breakpoints: { tablet: '768px', desktop: '1024px' },
  shadow: '0 1px 3px rgba(16, 24, 40, 0.12)',
} as const;

export type Theme = typeof theme;

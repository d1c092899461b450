/** Jest projects: one per browser-side workspace and the contract they share, jsdom + Testing Library, TSX through @swc/jest. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const workspaces = [
  'shared-contract',
  'shared-i18n',
  'shared-api',
  'shared-ui',
  'shared-cases',
  'shared-messages',
  'shared-account',
  'shared-boot',
  'shell',
  'remote-landing',
  'remote-client',
  'remote-staff',
  'remote-admin',
];

/** @type {import('jest').Config} */
module.exports = {
  projects: workspaces.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    // The shell's build helpers and HTML server are tested beside its source.
    testMatch: ['<rootDir>/{src,build,server}/**/*.test.{ts,tsx}'],
    // Lingui's runtime (and its message compiler's date skeletons), and the server's FormatJS
    // parser the catalogue check reads its catalogues with, are ES modules only: swc makes them
    // CommonJS like our sources.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: [
      '/node_modules/(?!(@lingui|@messageformat|@formatjs|intl-messageformat)/)',
    ],
    setupFiles: ['<rootDir>/../jest/setupGlobals.ts'],
    setupFilesAfterEnv: ['<rootDir>/../jest/setupTests.ts'],
    moduleNameMapper: {
      '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/../jest/fileStub.ts',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
  })),
};

// Flat config: typescript-eslint + react-hooks, and the package boundaries (which package may import which).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['remote-landing', 'remote-client', 'remote-staff', 'remote-admin'];

/**
 * No text in a component. A bare string with letters in JSX (text, {'…'}, a
 * conditional's branches, a template) or in a user-visible attribute fails: texts come from the
 * catalogues through shared-i18n (useT, Trans). Applied to every app's and shared package's src.
 */
const VISIBLE_ATTRIBUTE =
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label)$/]';
/** A string (or a template's text) an expression container shows: itself, a branch of a
 * conditional, the right side of a && / ||. */
const shownStrings = (container) =>
  [
    `${container} > Literal`,
    `${container} > ConditionalExpression > Literal.consequent`,
    `${container} > ConditionalExpression > Literal.alternate`,
    `${container} > LogicalExpression > Literal.right`,
  ]
    .map((selector) => `${selector}[value=/\\p{L}/u]`)
    .concat(
      [
        `${container} > TemplateLiteral`,
        `${container} > ConditionalExpression > TemplateLiteral`,
        `${container} > LogicalExpression > TemplateLiteral.right`,
      ].map((selector) => `${selector} > TemplateElement[value.raw=/\\p{L}/u]`),
    )
    .join(', ');
const noJsxLiterals = [
  'error',
  {
    selector: 'JSXText[value=/\\p{L}/u]',
    message: "Text in JSX comes from a catalogue: t('owner.key') or <Trans id=…/> (shared-i18n).",
  },
  {
    selector: shownStrings(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
    message: "Text in JSX comes from a catalogue: t('owner.key', { values }) (shared-i18n).",
  },
  {
    selector: `${VISIBLE_ATTRIBUTE} > Literal[value=/\\p{L}/u], ${shownStrings(`${VISIBLE_ATTRIBUTE} > JSXExpressionContainer`)}`,
    message:
      "A user-visible attribute's text comes from a catalogue: t('owner.key') (shared-i18n).",
  },
];

/** Only shared-i18n talks to the i18n library: everything else uses its facade. */
const noI18nLibrary = {
  group: ['@lingui/*'],
  message: 'Use shared-i18n (t, useT, Trans): it is the one facade over the i18n library.',
};

/** A remote page reaches the backend and storage only through shared-api. */
const noDirectIo = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'axios', message: 'Pages reach the backend only through shared-api.' },
        { name: 'shell', message: 'Remotes never import the shell; it hands them props.' },
      ],
      patterns: [
        { group: ['shell/*', '**/shell/src/**'], message: 'Remotes never import the shell.' },
        ...remotes.map((remote) => ({
          group: [`${remote}`, `${remote}/*`, `**/${remote}/src/**`],
          message: 'A remote never imports another remote.',
        })),
        {
          group: ['shared-api/src/*', 'shared-ui/src/*'],
          message: 'Import a shared package by its name (its index says what it offers).',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Pages reach the backend only through shared-api.' },
    { name: 'localStorage', message: 'The session store in shared-api owns storage.' },
    { name: 'sessionStorage', message: 'The session store in shared-api owns storage.' },
    { name: 'XMLHttpRequest', message: 'Pages reach the backend only through shared-api.' },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'window',
      property: 'fetch',
      message: 'Pages reach the backend only through shared-api.',
    },
    {
      object: 'window',
      property: 'localStorage',
      message: 'The session store in shared-api owns storage.',
    },
  ],
};

/** Browser code never renders to a string: that is build time only (shell/build/prerender). */
const noPrerenderer = {
  name: 'react-dom/server',
  message: 'Build time only: shell/build/prerender renders the visitor pages.',
};
const [level, noDirectIoImports] = noDirectIo['no-restricted-imports'];
const pageRules = {
  ...noDirectIo,
  'no-restricted-imports': [
    level,
    { ...noDirectIoImports, paths: [...noDirectIoImports.paths, noPrerenderer] },
  ],
};

/** Imports point one way: remotes and shared-* reach only shared-* packages. */
const oneWay = {
  paths: [
    {
      name: 'shared-contract/schemas',
      allowTypeImports: true,
      message: 'The browser takes the schemas as types only (import type): TypeBox stays out.',
    },
  ],
  patterns: [
    {
      regex: '^(\\.\\./)*(shell|server|remote-[a-z]+)(/|$)',
      message: 'Remotes and shared-* import only shared-* packages: never an app.',
    },
    noI18nLibrary,
  ],
};

/**
 * A comment explains the rule it enforces in its own words. The documents the product was first
 * written from are not in this repository, so a comment that points at one of their sections or at a
 * tracker number leaves the next engineer with nothing to read: say the rule, or point at docs/.
 */
const CITATION = /§|\b(spec|design)\.md\b|\bissues?\s*#?\d+/i;
const ownWords = {
  rules: {
    'no-document-citations': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: {
          cited:
            'State the rule in your own words (or point at docs/): no spec or design section, no issue number.',
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (CITATION.test(comment.value))
                context.report({ loc: comment.loc, messageId: 'cited' });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      'remote-*-redeploy-*/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'own-words': ownWords },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'own-words/no-document-citations': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['server/**', 'scripts/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    rules: pageRules,
  },
  {
    files: [
      'shared-ui/src/**/*.{ts,tsx}',
      'shared-cases/src/**/*.{ts,tsx}',
      'shared-messages/src/**/*.{ts,tsx}',
      'shared-account/src/**/*.{ts,tsx}',
      'shared-boot/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'shell/src/federation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Only shared-api talks HTTP.' }, noPrerenderer],
          patterns: [
            ...remotes.map((remote) => ({
              group: [`${remote}`, `${remote}/*`, `**/${remote}/src/**`],
              message:
                'The shell and shared-ui never import a remote; remotes are loaded at runtime.',
            })),
            noI18nLibrary,
          ],
        },
      ],
      'no-restricted-globals': noDirectIo['no-restricted-globals'],
    },
  },
  {
    // Imports point one way: a remote uses shared-* packages only, never the shell, the server or
    // another remote; a shared package never reaches a remote or the shell. (Blocks below that set
    // the same rule for some of these files repeat oneWay: in a flat config the last one wins.)
    files: ['remote-*/src/**/*.{ts,tsx}', 'shared-*/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', oneWay] },
  },
  {
    // shared-ui is the design system: the features and the app boot build on it, never the reverse.
    // (@typescript-eslint's twin of the rule, so the browser-code restrictions above still apply.)
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...oneWay.paths,
            { name: 'shared-cases', message: 'A feature builds on shared-ui, not the reverse.' },
            { name: 'shared-messages', message: 'A feature builds on shared-ui, not the reverse.' },
            { name: 'shared-account', message: 'A feature builds on shared-ui, not the reverse.' },
            { name: 'shared-boot', message: 'The app boot builds on shared-ui, not the reverse.' },
          ],
          patterns: [
            ...oneWay.patterns,
            {
              // The design system knows no server: features and pages read and write through
              // shared-api and give shared-ui's components what they show as props. Its pure
              // rules come from shared-contract.
              group: ['shared-api', 'shared-api/*', '**/shared-api/**'],
              message:
                'shared-ui is the design system: it imports no shared-api (pure rules: shared-contract).',
            },
            {
              group: [
                '**/shared-cases/**',
                '**/shared-messages/**',
                '**/shared-account/**',
                '**/shared-boot/**',
              ],
              message: 'Features and the app boot build on shared-ui, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell never leans on the repo's scripts: it deploys alone. (The TS twin of the rule, so
    // the browser-code restrictions on shell/src above still apply.)
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/scripts/*'], message: 'The shell never imports scripts/.' }] },
      ],
    },
  },
  {
    // scripts/ only orchestrate: what serves in production is the shell's server.
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/*', '!**/shell/server', '**/shell/src/**', '**/shell/build/**'],
              message: 'scripts/ use the shell only through shell/server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes do not own SQL: they reach the data through the repositories decorated on the app.
    // (@typescript-eslint's twin of the rule, so a server-wide no-restricted-imports still applies.)
    files: [
      'server/src/routes/**/*.ts',
      'server/src/features/*/plugin.ts',
      'server/src/features/*/routes/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', '**/db'],
              message:
                'Routes reach the data through app.caseRepository, userRepository, messageRepository.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares only the wire contract with the browser: never browser code (shared-api,
    // shared-ui, …), the shell or a remote, and shared-contract by its name, not its files.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)*(shared-(?!contract(/|$))[a-z0-9-]+|shell|remote-[a-z]+)(/|$)',
              message: 'The server imports only shared-contract (schemas and pure rules).',
            },
            {
              regex: '^(\\.\\./)*shared-contract/src(/|$)',
              message: "Import shared-contract by its name or 'shared-contract/schemas'.",
            },
          ],
        },
      ],
    },
  },
  {
    // node:test's assert.ok without a message builds one by reading and re-parsing the test's
    // source: on a failure late in caseSearch.test.ts that spun for minutes (CI of stop 22) and
    // hid the failure. A message makes a failure print at once.
    files: ['server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[arguments.length=1]:matches([callee.name='assert'], [callee.object.name='assert'][callee.property.name='ok'])",
          message:
            'Give assert.ok a message: without one, a failure re-parses the file to build it.',
        },
      ],
    },
  },
  {
    // shared-contract is dependency-free: TypeBox and its own files, nothing else.
    files: ['shared-contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox$|\\.\\.?/)|^(\\.\\./){2,}',
              message: 'shared-contract imports nothing but typebox.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared-i18n is the bottom layer of the browser code: it imports no app and no package of
    // ours but the contract's pure rules (shared-api reads its locale, the shell wires it to the
    // profile). It alone may use the i18n library, and it owns the locale's cookie and
    // localStorage entry.
    files: ['shared-i18n/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)*(shell|server|remote-[a-z]+|shared-(?!(i18n|contract)(/|$))[a-z0-9-]+)(/|$)',
              message:
                'shared-i18n imports no app and no other package of ours but shared-contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // No text in a component: see noJsxLiterals above.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/testing/**', 'server/**'],
    rules: { 'no-restricted-syntax': noJsxLiterals },
  },
  {
    // shared-api is an eager federation singleton: every name its entry exports rides in every
    // visitor's first script, used or not. The contract's rules are imported from shared-contract
    // where they are used (bundled there, tree-shaken), never passed through here.
    files: ['shared-api/src/index.ts'],
    rules: {
      'no-restricted-syntax': [
        ...noJsxLiterals,
        {
          selector:
            ':matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^shared-contract(\\/|$)/][exportKind!="type"]',
          message:
            "Import the contract's rules from shared-contract where they are used: shared-api's entry is in every visitor's first script.",
        },
      ],
    },
  },
);

/**
 * `npm test -- lint`: the house rules that live in the ESLint config, as a test suite.
 *
 * First it proves the rules bite: each known-bad snippet below, linted as if it sat at its path,
 * must be reported by its rule (a rule switched off or scoped away fails here). Then the whole
 * repository must lint clean, warnings included, and type-check: the builds and jest strip types
 * without reading them, so a type error (in a test above all) would otherwise go unseen. Ends with
 * `N passed, N failed`.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { ROOT } from './apps';

/** The TypeScript projects that make up the repository: the browser packages, and the API. */
const TYPE_PROJECTS = ['tsconfig.json', path.join('server', 'tsconfig.json')];

/** What tsc says of one project: nothing when it type-checks. */
async function typeErrors(project: string): Promise<string> {
  const tsc = createRequire(path.join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', project, '--noEmit'], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    return '';
  } catch (error) {
    const { stdout, stderr, message } = error as {
      stdout?: string;
      stderr?: string;
      message: string;
    };
    return `${stdout ?? ''}${stderr ?? ''}`.trim() || message;
  }
}

interface MustFail {
  /** What the snippet breaks, as a person would say it. */
  rule: string;
  /** Where the snippet is linted from: the config's scopes decide by path. */
  filePath: string;
  code: string;
  /** The ESLint rule that must report it. */
  ruleId: string;
}

// The bad snippets are put together from these parts, so that this file, which the rule also
// reads, holds no citation of its own.
const SECTION = '\u00a7';
const ISSUE = ['is', 'sue'].join('');
const MD = ['.', 'md'].join('');

const MUST_FAIL: MustFail[] = [
  {
    rule: 'a comment cites a section of a document outside the repository',
    filePath: 'shared-ui/src/components/Example.tsx',
    code: `/** Spec ${SECTION}2: seven pages at most. */\nexport const pages = 7;\n`,
    ruleId: 'own-words/no-document-citations',
  },
  {
    rule: 'a comment cites a tracker number',
    filePath: 'server/src/lib/example.ts',
    code: `// The session ends at logout (${ISSUE} 28).\nexport const ends = true;\n`,
    ruleId: 'own-words/no-document-citations',
  },
  {
    rule: 'a comment names a design document',
    filePath: 'scripts/example.ts',
    code: `// As design${MD} says, builds go to dist.\nexport const out = "dist";\n`,
    ruleId: 'own-words/no-document-citations',
  },
  {
    rule: "shared-api's eager entry passes the contract's rules on to every visitor",
    filePath: 'shared-api/src/index.ts',
    code: "export { CASE_TAXONOMY, validateCaseSubmit } from 'shared-contract';\n",
    ruleId: 'no-restricted-syntax',
  },
  {
    rule: "shared-api's eager entry passes on all of the contract",
    filePath: 'shared-api/src/index.ts',
    code: "export * from 'shared-contract';\n",
    ruleId: 'no-restricted-syntax',
  },
  {
    rule: 'a remote imports another remote',
    filePath: 'remote-client/src/pages/Example.tsx',
    code: "import { StaffDashboard } from 'remote-staff/src/pages/StaffDashboard';\nexport const page = StaffDashboard;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
  },
  {
    rule: 'the design system imports shared-api',
    filePath: 'shared-ui/src/components/Example.tsx',
    code: "import { downloadCaseFile } from 'shared-api';\nexport const get = downloadCaseFile;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
  },
  {
    rule: "the design system imports shared-api's types",
    filePath: 'shared-ui/src/components/Example.tsx',
    code: "import type { Case } from 'shared-api';\nexport type Shown = Case;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
  },
  {
    rule: "the design system reads shared-api's query layer",
    filePath: 'shared-ui/src/layout/Example.tsx',
    code: "import { useOwnCases } from 'shared-api/queries';\nexport const read = useOwnCases;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
  },
  {
    rule: 'the design system imports a feature',
    filePath: 'shared-ui/src/components/Example.tsx',
    code: "import { CaseCard } from 'shared-cases';\nexport const card = CaseCard;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
  },
  {
    rule: 'the server imports browser code (a package whose name holds a digit)',
    filePath: 'server/src/lib/example.ts',
    code: "import { t } from 'shared-i18n';\nexport const say = t;\n",
    ruleId: 'no-restricted-imports',
  },
];

async function main() {
  const eslint = new ESLint({ cwd: ROOT });
  let passed = 0;
  let failed = 0;

  for (const check of MUST_FAIL) {
    const [result] = await eslint.lintText(check.code, { filePath: check.filePath });
    const caught = result?.messages.some((message) => message.ruleId === check.ruleId) ?? false;
    if (caught) passed += 1;
    else failed += 1;
    console.log(`${caught ? '✔' : '✘'} lint refuses: ${check.rule} (${check.ruleId})`);
  }

  const results = await eslint.lintFiles(['.']);
  const problems = results.filter((result) => result.errorCount + result.warningCount > 0);
  if (problems.length === 0) {
    passed += 1;
    console.log(`✔ the repository lints clean (${results.length} files)`);
  } else {
    failed += 1;
    const formatter = await eslint.loadFormatter('stylish');
    console.log(await formatter.format(problems));
    console.log(`✘ the repository lints clean: ${problems.length} file(s) with problems`);
  }

  for (const project of TYPE_PROJECTS) {
    const errors = await typeErrors(project);
    if (errors) {
      failed += 1;
      console.log(errors);
      console.log(`✘ ${project} type-checks`);
    } else {
      passed += 1;
      console.log(`✔ ${project} type-checks`);
    }
  }

  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});

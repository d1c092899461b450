/**
 * The API document the server serves at /api/docs/json passes Redocly's linter with its
 * recommended rules, warnings included: every operation has an operationId (a generated client's
 * names) and declares its security (the public ones an empty list). The exceptions, the fixed URLs
 * the apps call among them, are listed with their reasons in the repository's
 * .redocly.lint-ignore.yaml, whose entries name the file this suite writes
 * (test-results/api-docs.json, from the repository).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ERROR_CODES } from 'shared-contract';
import { startTestApi, type TestApi } from './helpers/context';
import { SERVER_DIR } from './helpers/serverProcess';

const ROOT = path.resolve(SERVER_DIR, '..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
/** Where the served document is linted from: the ignore file's entries name this path. */
const DOCUMENT = 'test-results/api-docs.json';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Problem[];
}
type OpenApi = { paths: Record<string, Record<string, { operationId?: string }>> };

/** `redocly lint` of a file (relative to the repository, where the ignore file is) as JSON. */
async function lint(file: string): Promise<LintReport> {
  const child = spawn(process.execPath, [REDOCLY, 'lint', file, '--format=json'], {
    cwd: ROOT,
    // No telemetry or update check: the linter only reads the file.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise((resolve) => child.once('close', resolve));
  const start = stdout.indexOf('{');
  assert.ok(start >= 0, `redocly printed no JSON report:\n${stdout}\n${stderr}`);
  return JSON.parse(stdout.slice(start)) as LintReport;
}

const describeProblems = (problems: Problem[]) =>
  problems
    .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)
    .join('\n');

describe('the API document', () => {
  let api: TestApi;
  let document: OpenApi;

  before(async () => {
    api = await startTestApi();
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    assert.equal(response.status, 200, 'GET /api/docs/json answers 200');
    document = (await response.json()) as OpenApi;
    await mkdir(path.join(ROOT, 'test-results'), { recursive: true });
  });
  after(async () => {
    await api.close();
  });

  test('passes redocly lint (recommended rules, warnings too) but for the listed exceptions', async () => {
    await writeFile(path.join(ROOT, DOCUMENT), JSON.stringify(document, null, 2));
    const report = await lint(DOCUMENT);
    assert.deepEqual(
      report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`),
      [],
      `redocly lint of ${DOCUMENT}:\n${describeProblems(report.problems)}`,
    );
    assert.equal(report.totals.errors + report.totals.warnings, 0, 'no errors, no warnings');
  });

  test('every failure envelope of the document lists the codes of the contract', () => {
    type Response = {
      description?: string;
      content?: Record<string, { schema?: { properties?: { code?: { $ref?: string } } } }>;
    };
    const envelopes = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.values((operation as { responses?: Record<string, Response> }).responses ?? {})
          .filter((response) => response.description === 'Failure envelope')
          .flatMap((response) => Object.values(response.content ?? {})),
      ),
    );
    assert.ok(envelopes.length > 100, `${envelopes.length} failure envelopes`);
    for (const { schema } of envelopes)
      assert.equal(schema?.properties?.code?.$ref, '#/components/schemas/ErrorCode');
    const schemas = (document as { components?: { schemas?: Record<string, { enum?: unknown }> } })
      .components?.schemas;
    assert.deepEqual(schemas?.ErrorCode?.enum, [...ERROR_CODES]);
  });

  test('the lint reports an operation without an operationId', async () => {
    const [route, operations] = Object.entries(document.paths)[0]!;
    const [method] = Object.keys(operations);
    const copy = structuredClone(document);
    delete copy.paths[route]![method!]!.operationId;
    const file = 'test-results/api-docs-without-operation-id.json';
    await writeFile(path.join(ROOT, file), JSON.stringify(copy, null, 2));
    const report = await lint(file);
    const pointer = `#/paths/${route.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;
    assert.ok(
      report.problems.some(
        (p) => p.ruleId === 'operation-operationId' && p.location[0]?.pointer.startsWith(pointer),
      ),
      `no operation-operationId problem at ${pointer}:\n${describeProblems(report.problems)}`,
    );
  });
});

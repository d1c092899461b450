/**
 * Property-based fuzzing of every route: the routes and their request schemas are read
 * from the running app (its OpenAPI document, built from the TypeBox schemas), fast-check makes
 * valid-ish and hostile values from them (NUL, Infinity strings, huge numbers, wrong types, long
 * and odd unicode text, ids that are and are not uuids, junk bodies and multipart forms), and each
 * request goes over real HTTP as anonymous, client, adminStaff and admin. No answer may be a 5xx;
 * every JSON answer is the `{ status, message }` envelope.
 *
 * Fixed seed (FUZZ_SEED to change it); FUZZ_RUNS (default 3 000) is the number of requests, spread
 * evenly over every route × role.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { CASE_FORM_FIELDS } from '../src/features/cases/caseForm';
import {
  login,
  newClient,
  registration,
  startTestApi,
  type Identity,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { testDriver } from './helpers/testDatabase';

const SEED = Number(process.env.FUZZ_SEED ?? 13_2024);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const CONCURRENCY = 4;
const ROLES = ['anonymous', 'client', 'adminStaff', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** A JSON Schema as the OpenAPI document carries it. */
interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
}

interface Param {
  name: string;
  schema: Schema;
  required: boolean;
}

interface RouteSpec {
  method: string;
  /** OpenAPI path template: /api/cases/{id} */
  path: string;
  params: Param[];
  query: Param[];
  body: Schema | null;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  describe: string;
}

/** Known good values, so that requests also reach the handlers with real rows behind them. */
interface Known {
  /** A value that passes every rule, by field name (register, profile, case, message, admin bodies). */
  good: Record<string, string>;
  uuids: string[];
  selfIds: Record<Exclude<Role, 'anonymous'>, string>;
  emails: string[];
  fileKeys: string[];
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
}

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-0',
  '0x10',
  '9007199254740993',
  '',
  ' ',
  '\n\t',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeff',
  '😀'.repeat(60),
  'ä'.repeat(300),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '%00',
  'a@b',
  'x'.repeat(20_001),
  'y'.repeat(300_000),
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_TEXT,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  ['a'],
  [null, 1],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];
const HOSTILE_QUERY = [
  'Infinity',
  '-Infinity',
  '+Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '9007199254740993',
  '99999999999999999999999',
  '',
  ' ',
  'true',
  'null',
  '[]',
  '\u0000',
  '1\u0000',
  'Done\u0000',
];
/** Already percent-encoded path segments, sent as they are. */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%F0%9F%98%80',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  'a'.repeat(400),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'Infinity',
  '-0',
];
const BAD_BODIES = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
];
const BAD_AUTH = ['Bearer', 'Bearer x', 'Bearer a.b.c', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`];

function resolve(schema: Schema, doc: OpenApi): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() as string;
  return resolve(doc.components?.schemas?.[name] ?? {}, doc);
}

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Every route of the running app with its request schemas (from the OpenAPI document). */
function routesOf(doc: OpenApi): RouteSpec[] {
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            schema: resolve(parameter.schema, doc),
            required: parameter.required ?? false,
          }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        params: pick('path'),
        query: pick('query'),
        body: json ? resolve(json, doc) : null,
      });
    }
  }
  return routes;
}

/** Values the schema allows (or nearly: lengths at and just past the bounds), with known ids. */
function validOf(schema: Schema, name: string, known: Known): fc.Arbitrary<unknown> {
  if (schema.allOf) return validOf(Object.assign({}, ...schema.allOf) as Schema, name, known);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((branch) => validOf(branch, name, known)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validOf(schema.items ?? {}, name, known), { maxLength: 4 });
    case 'object':
      return objectOf(schema, known);
    case 'string':
      return stringOf(schema, name, known);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function stringOf(schema: Schema, name: string, known: Known): fc.Arbitrary<string> {
  if (schema.format === 'uuid')
    return fc.oneof(
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(...known.uuids), weight: 3 },
    );
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, 20) }),
  ];
  if (schema.maxLength !== undefined)
    choices.push(fc.constantFrom('é'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)));
  if (/email|assignedTo/i.test(name))
    choices.push(fc.emailAddress(), fc.constantFrom(...known.emails));
  if (/password/i.test(name)) choices.push(fc.constantFrom('Client@12345', 'Fresh@12345'));
  if (/key/i.test(name)) choices.push(fc.constantFrom(...known.fileKeys));
  if (/token/i.test(name)) choices.push(fc.stringMatching(/^[0-9a-f]{40,80}$/));
  if (name === 'preferredContact') choices.push(fc.constantFrom('email', 'phone', ' Phone '));
  if (name === 'caseType' || name === 'caseSubtype')
    choices.push(fc.constantFrom(validCase.caseType, validCase.caseSubtype, 'Criminal Cases'));
  return fc.oneof(...choices);
}

/** A value for a field: mostly what the schema allows, sometimes something hostile. */
function fieldOf(schema: Schema, name: string, known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validOf(schema, name, known), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 2 },
  );
}

function objectOf(schema: Schema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, fieldOf(property, name, known)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.option(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'role', 'constructor'), fc.anything()),
      ),
    )
    .map(([body, extra]) => {
      const result: Record<string, unknown> = { ...body };
      if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true });
      return result;
    });
}

/** Percent-encodes a path segment; a lone surrogate goes as the UTF-8 of U+FFFD, as browsers send it. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

/** A path segment: an allowed value or a known id (encoded), or a hostile one (as is). */
function segmentOf(param: Param, known: Known): fc.Arbitrary<string> {
  return fc.oneof(
    {
      arbitrary: validOf(param.schema, param.name, known).map((value) =>
        encodeSegment(String(value)),
      ),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(...HOSTILE_TEXT.slice(0, 20)).map(encodeSegment),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
  );
}

function queryOf(route: RouteSpec, known: Known): fc.Arbitrary<string> {
  const entries = route.query.map((param) =>
    fc.option(
      fc.oneof(
        { arbitrary: validOf(param.schema, param.name, known).map(String), weight: 2 },
        { arbitrary: fc.constantFrom(...HOSTILE_QUERY), weight: 2 },
        { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
      ),
      { nil: undefined },
    ),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(fc.tuple(fc.constantFrom('page', 'limit', 'x', '__proto__'), fc.string())),
    )
    .map(([values, extra]) => {
      const search = new URLSearchParams();
      route.query.forEach((param, index) => {
        const value = values[index];
        if (value !== undefined) search.append(param.name, value as string);
      });
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; name: string; bytes: Uint8Array; type: string }[];
    };

function multipartOf(route: RouteSpec, known: Known): fc.Arbitrary<BodyPlan> {
  const names = route.body?.properties
    ? Object.keys(route.body.properties)
    : [...CASE_FORM_FIELDS, 'text'];
  const field = fc.tuple(
    fc.oneof(
      { arbitrary: fc.constantFrom(...names), weight: 4 },
      { arbitrary: fc.string(), weight: 1 },
    ),
    fc.oneof(
      {
        arbitrary: fc
          .constantFrom(...names)
          .chain((name) =>
            validOf(route.body?.properties?.[name] ?? { type: 'string' }, name, known).map(String),
          ),
        weight: 3,
      },
      { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 2 },
    ),
  );
  const file = fc.record({
    field: fc.constantFrom('file', 'file', 'document'),
    name: fc.oneof(
      fc.constantFrom('evidence.pdf', 'a.png', 'notes.txt', 'x.exe', '../../x.pdf', 'a\u0000.pdf'),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    ),
    bytes: fc.oneof(
      fc.constantFrom(sample.pdf(), sample.png(), sample.txt(), sample.exe(), new Uint8Array()),
      fc.uint8Array({ maxLength: 200 }),
    ),
    type: fc.constantFrom(
      'application/pdf',
      'image/png',
      'text/plain',
      'application/x-msdownload',
      '',
    ),
  });
  return fc
    .record({
      fields: fc.array(field, { maxLength: 5 }),
      files: fc.array(file, { maxLength: 2 }),
    })
    .map(({ fields, files }) => ({ kind: 'multipart' as const, fields, files }));
}

/**
 * A body that would pass every rule (the schema's fields, or the case form's, with good values)
 * but for one or two fields made hostile: this reaches the handlers and the database.
 */
function mutantOf(route: RouteSpec, known: Known, multipart: boolean): fc.Arbitrary<BodyPlan> {
  const names = route.body?.properties
    ? Object.keys(route.body.properties).filter((name) => name in known.good)
    : [...CASE_FORM_FIELDS];
  if (names.length === 0) return fc.constant({ kind: 'none' as const });
  // NUL is what PostgreSQL refuses outright: one mutant in three carries it.
  const nul = fc.constantFrom(...HOSTILE_TEXT.filter((text) => text.includes('\u0000')));
  const hostile = fc.oneof(
    nul,
    fc.constantFrom(...(multipart ? HOSTILE_TEXT : HOSTILE_VALUES)),
    nul,
  );
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...names), hostile), {
        minLength: 1,
        maxLength: 2,
      }),
      fc.uuid(),
    )
    .map(([changes, unique]) => {
      const body: Record<string, unknown> = Object.fromEntries(
        names.map((name) => [name, known.good[name]]),
      );
      // A fresh address each time, so register reaches the insert.
      if ('email' in body) body.email = `fuzz.${unique.slice(0, 8)}@example.com`;
      for (const [name, value] of changes) body[name] = value;
      if (!multipart) return { kind: 'json' as const, value: body };
      return {
        kind: 'multipart' as const,
        fields: Object.entries(body).map(([name, value]) => [name, String(value)]),
        files: [
          { field: 'file', name: 'evidence.pdf', bytes: sample.pdf(), type: 'application/pdf' },
        ],
      };
    });
}

function bodyOf(route: RouteSpec, known: Known): fc.Arbitrary<BodyPlan> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' as const });
  const json = route.body
    ? validOf(route.body, 'body', known)
    : fc.option(fc.anything({ maxDepth: 2 }), { nil: undefined });
  return fc.oneof(
    { arbitrary: json.map((value) => ({ kind: 'json' as const, value })), weight: 6 },
    {
      arbitrary: fc.anything({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...BAD_BODIES), fc.string({ maxLength: 40 })),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
      weight: 1,
    },
    { arbitrary: multipartOf(route, known), weight: 2 },
    { arbitrary: mutantOf(route, known, false), weight: 6 },
    { arbitrary: mutantOf(route, known, true), weight: 4 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  );
}

/** A path value that names something real the caller may reach. */
function goodParam(name: string, role: Role, known: Known): string {
  if (name === 'userId') return role === 'anonymous' ? known.selfIds.client : known.selfIds[role];
  if (name === 'id') return known.uuids[0] as string;
  if (name === 'email') return known.emails[1] as string;
  if (name === 'key') return known.fileKeys[0] as string;
  return 'a'.repeat(64);
}

function requestOf(
  baseUrl: string,
  route: RouteSpec,
  role: Role,
  known: Known,
): fc.Arbitrary<FuzzRequest> {
  // The caller's own id comes up more often: owner-only routes then reach their handlers.
  const self = role === 'anonymous' ? [] : [known.selfIds[role], known.selfIds[role]];
  const mine = { ...known, uuids: [...self, ...known.uuids] };
  const segments = route.params.map((param) => segmentOf(param, mine));
  // Half the requests are good ones (the caller's own id, a real case, its lawyer) with one or
  // two hostile fields in the body: those reach the handlers and the database.
  const goodSegments = route.params.map((param) =>
    fc.constant(encodeSegment(goodParam(param.name, role, known))),
  );
  const random = fc.record({
    segments: fc.tuple(...segments),
    query: queryOf(route, known),
    body: bodyOf(route, known),
    badAuth: fc.option(fc.constantFrom(...BAD_AUTH), { freq: 3 }),
  });
  const mutant = fc.record({
    segments: fc.tuple(...goodSegments),
    query: queryOf(route, known),
    body:
      route.method === 'GET'
        ? fc.constant<BodyPlan>({ kind: 'none' })
        : fc.oneof(mutantOf(route, known, false), mutantOf(route, known, true)),
    badAuth: fc.constant(null),
  });
  return fc.oneof(random, mutant).map(({ segments: values, query, body, badAuth }) => {
    let path = route.path;
    route.params.forEach((param, index) => {
      path = path.replace(`{${param.name}}`, values[index] as string);
    });
    const headers: Record<string, string> = {};
    if (role !== 'anonymous') headers.authorization = `Bearer ${known.tokens[role]}`;
    else if (badAuth) headers.authorization = badAuth;
    let payload: string | FormData | undefined;
    if (body.kind === 'json' && body.value !== undefined) {
      payload = JSON.stringify(body.value);
      headers['content-type'] = 'application/json';
    } else if (body.kind === 'raw') {
      payload = body.text;
      headers['content-type'] = body.contentType;
    } else if (body.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      for (const file of body.files)
        form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
      payload = form;
    }
    const shown =
      typeof payload === 'string'
        ? payload.slice(0, 120)
        : payload
          ? `multipart ${JSON.stringify(body.kind === 'multipart' ? body.fields : []).slice(0, 120)}`
          : '';
    return {
      method: route.method,
      url: `${baseUrl}${path}${query}`,
      headers,
      body: payload,
      describe: `${role} ${route.method} ${path.slice(0, 100)}${query.slice(0, 80)} ${shown}`,
    };
  });
}

/** What is wrong with an answer: a 5xx, or an error (or JSON answer) that is not the envelope. */
function problemOf(
  status: number,
  contentType: string,
  text: string,
  route: RouteSpec,
): string | null {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  const json = contentType.startsWith('application/json');
  // A download link is opened by a browser: its refusal is a page (in en, rw or fr), not JSON.
  const downloadRefusal =
    /\/files\/\{key\}$/.test(route.path) &&
    (status === 403 || status === 404) &&
    contentType.startsWith('text/html') &&
    /<html lang="(en|rw|fr)">/.test(text);
  if (downloadRefusal) return null;
  if (status >= 400 && !json) return `${status} not JSON (${contentType}) ${text.slice(0, 100)}`;
  if (!json) return null; // a file download
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} invalid JSON ${text.slice(0, 100)}`;
  }
  // The development outbox answers a bare array, not the envelope.
  if (route.path === '/api/dev/outbox' && status === 200 && Array.isArray(body)) return null;
  const envelope = body as { status?: unknown; message?: unknown };
  const expected = status >= 400 ? 'error' : 'success';
  if (envelope?.status !== expected || typeof envelope.message !== 'string' || !envelope.message)
    return `${status} not the envelope: ${text.slice(0, 150)}`;
  if (status >= 400 && /\bat \S+ \(|node_modules|\.ts:\d+/.test(text))
    return `${status} leaks a stack: ${text.slice(0, 150)}`;
  return null;
}

describe(`fuzzing every route on ${testDriver}`, () => {
  let api: TestApi;
  let known: Known;
  let routes: RouteSpec[] = [];

  before(async () => {
    // Rate limits answer 429 (fine), but would keep most requests from the handlers.
    api = await startTestApi({ RATE_LIMIT_MAX: '100000000' });
    const [adminAccount, lawyerAccount] = DEMO_ACCOUNTS as [
      (typeof DEMO_ACCOUNTS)[number],
      (typeof DEMO_ACCOUNTS)[number],
    ];
    const admin = await login(api.http, adminAccount.email, adminAccount.password);
    const lawyer = await login(api.http, lawyerAccount.email, lawyerAccount.password);
    const client: Identity = await newClient(api.http, 'fuzz.client@example.com');
    const caseIds: string[] = [];
    const fileKeys: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await api.http.post('/api/cases/register', {
        token: client.token,
        form: caseForm(validCase, { bytes: sample.pdf(), name: `fuzz${i}.pdf` }),
      });
      assert.equal(created.status, 201, created.text);
      caseIds.push(created.body.data.id);
      fileKeys.push(new URL(created.body.data.file).pathname.split('/').pop() as string);
    }
    const assigned = await api.http.patch(`/api/cases/assigning/${caseIds[0]}`, {
      token: admin.token,
      json: { assignedTo: lawyer.email },
    });
    assert.equal(assigned.status, 200, assigned.text);
    const form = new FormData();
    form.append('text', 'A first message with a file');
    form.append('file', new Blob([new Uint8Array(sample.txt())]), 'note.txt');
    const message = await api.http.post(`/api/cases/${caseIds[0]}/messages`, {
      token: client.token,
      form,
    });
    assert.equal(message.status, 201, message.text);
    fileKeys.push(new URL(message.body.data.attachment.url).pathname.split('/').pop() as string);
    known = {
      good: {
        ...registration('fuzz@example.com'),
        ...validCase,
        text: 'A question about the next hearing.',
        markAsDoneArchived: 'Done',
        status: 'Pending',
        assignedTo: lawyer.email,
      },
      uuids: [...caseIds, client.userId, admin.userId, lawyer.userId],
      emails: [client.email, lawyer.email, admin.email],
      fileKeys,
      tokens: { client: client.token, adminStaff: lawyer.token, admin: admin.token },
      selfIds: { client: client.userId, adminStaff: lawyer.userId, admin: admin.userId },
    };
    routes = routesOf(api.app.swagger() as unknown as OpenApi);
  });

  after(async () => {
    await api?.close();
  });

  test(`${RUNS} generated requests over every route and role: no 5xx, always the envelope`, async () => {
    assert.ok(routes.length >= 20, `only ${routes.length} routes found`);
    const combos = routes.flatMap((route) => ROLES.map((role) => ({ route, role })));
    const perCombo = Math.ceil(RUNS / combos.length);
    const failures = new Map<string, string[]>();
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = Date.now();

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < combos.length) {
          const index = next++;
          const { route, role } = combos[index]!;
          await fc.assert(
            fc.asyncProperty(requestOf(api.baseUrl, route, role, known), async (request) => {
              const response = await fetch(request.url, {
                method: request.method,
                headers: request.headers,
                body: request.body,
                signal: AbortSignal.timeout(60_000),
              });
              const text = await response.text();
              sent++;
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              const problem = problemOf(
                response.status,
                response.headers.get('content-type') ?? '',
                text,
                route,
              );
              if (problem) {
                const key = `${route.method} ${route.path} → ${problem.slice(0, 60)}`;
                const list = failures.get(key) ?? [];
                if (list.length < 3) list.push(`${request.describe}\n      → ${problem}`);
                failures.set(key, list);
              }
              return true;
            }),
            { seed: SEED + index, numRuns: perCombo },
          );
        }
      }),
    );

    console.log(
      `  ${sent} requests over ${routes.length} routes × ${ROLES.length} roles in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    assert.ok(sent >= Math.min(RUNS, 3_000), `only ${sent} requests sent`);
    const report = [...failures].map(([key, examples]) => `${key}\n    ${examples.join('\n    ')}`);
    assert.deepEqual(report, [], `${failures.size} kinds of bad answers:\n${report.join('\n')}`);
    assert.equal((await api.http.get('/api/health')).status, 200, 'the server is still up');
  });
});

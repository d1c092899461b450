/**
 * Every refusal of the API names what it refused by a code of the contract's list (and, when a
 * field is at fault, the field), whatever the language of its words: a rule, a schema (Ajv), a
 * missing or refused sign-in, an unknown case or route, a conflict, a body too large or of the
 * wrong type, too many attempts. The words follow the code in the request's language; English
 * keeps the product's texts letter for letter.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ERROR_CODES } from 'shared-contract';
import { caseForm, sample, validCase } from './helpers/files';
import {
  newClient,
  registration,
  startTestApi,
  type Identity,
  type TestApi,
} from './helpers/context';
import type { Answer } from './helpers/http';
import { testDriver } from './helpers/testDatabase';
import { t } from '../src/i18n';

const KINYARWANDA = { 'accept-language': 'rw-RW,rw;q=0.9' };
const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9' };

interface Refusal {
  status: number;
  code: string;
  field?: string;
  message: string | RegExp;
}

function assertRefusal(answer: Answer, expected: Refusal, what: string): void {
  assert.equal(answer.status, expected.status, `${what}: ${answer.text}`);
  assert.equal(answer.body.status, 'error', what);
  assert.ok(
    (ERROR_CODES as readonly string[]).includes(answer.body.code),
    `${what}: ${String(answer.body.code)} is a code of the list`,
  );
  assert.equal(answer.body.code, expected.code, what);
  assert.equal(answer.body.field, expected.field, `${what}: field`);
  if (typeof expected.message === 'string') assert.equal(answer.body.message, expected.message);
  else assert.match(answer.body.message, expected.message);
}

describe(`every refusal carries its code on ${testDriver}`, () => {
  let api: TestApi;
  let client: Identity;
  let other: Identity;
  let caseId: string;

  before(async () => {
    api = await startTestApi({ LOGIN_ACCOUNT_MAX: '2' });
    client = await newClient(api.http, 'coded@example.com');
    other = await newClient(api.http, 'coded.other@example.com');
    const created = await api.http.post('/api/cases/register', {
      token: client.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    caseId = created.body.data.id as string;
  });
  after(async () => api?.close());

  test('a rule, a schema, sign-in, access, absence, conflict, size, type, a limit and an unknown route', async () => {
    const { http } = api;
    assertRefusal(
      await http.post('/api/users/register', {
        json: registration('blank.name@example.com', { firstName: '' }),
      }),
      {
        status: 400,
        code: 'required.firstName',
        field: 'firstName',
        message: 'First Name is required.',
      },
      'a contract rule',
    );
    assertRefusal(
      await http.post('/api/users/register', {
        json: registration('bad.phone@example.com', { phoneNumber: '12345' }),
      }),
      {
        status: 400,
        code: 'contact.phoneNumber',
        field: 'phoneNumber',
        message: 'Phone Number must be a Rwandan mobile number: +250 7XX XXX XXX or 07XX XXX XXX.',
      },
      'a contact rule',
    );
    assertRefusal(
      await http.post('/api/users/login', { json: { email: 5, password: 'x' } }),
      {
        status: 400,
        code: 'request.invalidField',
        field: 'email',
        message: 'Invalid request: body/email must be string',
      },
      'a schema (Ajv)',
    );
    assertRefusal(
      await http.get(`/api/users/${client.userId}`),
      { status: 401, code: 'auth.required', message: 'Authentication required. Please log in.' },
      'no sign-in',
    );
    assertRefusal(
      await http.get(`/api/users/${client.userId}`, { token: other.token }),
      { status: 403, code: 'profile.viewOwn', message: 'You can only view your own profile.' },
      'another person’s profile',
    );
    assertRefusal(
      await http.get('/api/audit', { token: client.token }),
      {
        status: 403,
        code: 'auth.noPermission',
        message: 'You do not have permission to access this resource.',
      },
      'a role',
    );
    assertRefusal(
      await http.get('/api/cases/singleCase/00000000-0000-4000-8000-000000000000', {
        token: client.token,
      }),
      { status: 404, code: 'case.notFound', message: 'Case not found' },
      'an unknown case',
    );
    const documents = await http.get(`/api/cases/${caseId}/documents`, { token: client.token });
    assert.equal(documents.status, 200, documents.text);
    const documentId = (documents.body.data as { id: string }[])[0]!.id;
    assertRefusal(
      await http.delete(`/api/cases/${caseId}/documents/${documentId}`, { token: client.token }),
      { status: 409, code: 'document.last', message: 'A case keeps at least one document.' },
      'the last document',
    );
    assertRefusal(
      await http.post('/api/users/login', {
        raw: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
        contentType: 'application/json',
      }),
      { status: 413, code: 'request.bodyTooLarge', message: 'Request body is too large.' },
      'a body too large',
    );
    assertRefusal(
      await http.post('/api/users/login', { raw: '<login/>', contentType: 'application/xml' }),
      { status: 415, code: 'request.unsupportedType', message: 'Unsupported content type.' },
      'a type the route does not read',
    );
    assertRefusal(
      await http.get('/api/no/such/route?x=1'),
      {
        status: 404,
        code: 'request.routeNotFound',
        message: 'Route GET /api/no/such/route not found',
      },
      'an unknown route',
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrong = await http.post('/api/users/login', {
        json: { email: client.email, password: 'Wrong@12345' },
      });
      assertRefusal(
        wrong,
        { status: 401, code: 'login.invalidCredentials', message: 'Invalid email or password.' },
        `wrong password ${attempt + 1}`,
      );
    }
    assertRefusal(
      await http.post('/api/users/login', {
        json: { email: client.email, password: 'Wrong@12345' },
      }),
      {
        status: 429,
        code: 'rateLimited.minutes',
        message: /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      },
      'too many attempts',
    );
  });

  test('Kinyarwanda and French get the words of the code; the code and the field stay', async () => {
    const { http } = api;
    for (const [locale, headers] of [
      ['rw', KINYARWANDA],
      ['fr', FRENCH],
    ] as const) {
      assertRefusal(
        await http.post('/api/users/register', {
          json: registration(`blank.${locale}@example.com`, { firstName: '' }),
          headers,
        }),
        {
          status: 400,
          code: 'required.firstName',
          field: 'firstName',
          message: t(locale, 'error.required.firstName'),
        },
        `a rule in ${locale}`,
      );
      assertRefusal(
        await http.post('/api/users/login', { json: { email: 5, password: 'x' }, headers }),
        {
          status: 400,
          code: 'request.invalidField',
          field: 'email',
          message: t(locale, 'error.request.invalidField', { field: 'email' }),
        },
        `a schema in ${locale}`,
      );
      assertRefusal(
        await http.get('/api/no/such/route', { headers }),
        {
          status: 404,
          code: 'request.routeNotFound',
          message: t(locale, 'error.request.routeNotFound', {
            method: 'GET',
            path: '/api/no/such/route',
          }),
        },
        `an unknown route in ${locale}`,
      );
      assertRefusal(
        await http.get('/api/cases/singleCase/00000000-0000-4000-8000-000000000000', {
          token: client.token,
          headers,
        }),
        { status: 404, code: 'case.notFound', message: t(locale, 'error.case.notFound') },
        `an unknown case in ${locale}`,
      );
    }
  });
});

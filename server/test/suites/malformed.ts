import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { CallOptions } from '../helpers/http';
import type { World } from '../helpers/world';
import { submitCase } from './cases';

interface Probe {
  method: string;
  path: string;
  options: CallOptions;
}

const WRONG_TYPES: unknown[] = [123, -1.5, true, false, null, [], ['a'], {}, { $gt: '' }];
const BAD_JSON = [
  '{',
  '{"email":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '[1,2',
  '\u0000',
  '{"a":"\ud800"}x',
];
const ODD_IDS = [
  'abc',
  '123',
  '-1',
  'null',
  'undefined',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fsecret',
  "'%20OR%201=1--",
  '%27%3B%20DROP%20TABLE%20cases%3B--',
  'a'.repeat(250),
  '%F0%9F%98%80',
  '00000000-0000-0000-0000-00000000000g',
  '00000000000000000000000000000000',
  '%00',
  '{id}',
];
const BAD_QUERIES = [
  'page=0',
  'page=-1',
  'page=abc',
  'page=1.5',
  'page=1&limit=0',
  'page=1&limit=101',
  'page=1&limit=-5',
  'page=1&limit=x',
  'page=99999999999',
  'page=Infinity',
  'page=-Infinity',
  'page=1&limit=Infinity',
  'page=1e400',
  'page=1&limit=-1e400',
  'page=-0',
  'page=NaN',
  'page=9007199254740993',
  'flag=Archived',
  'flag=Done%00',
];

/**
 * At least 200 malformed requests across every route: bad JSON, wrong content types, missing,
 * huge and wrong-typed fields, path traversal and odd ids, bad paging. Each must answer 4xx with
 * a JSON `{ status: "error", message }`, never a 5xx.
 */
export function malformedSuite(world: World) {
  describe('malformed requests', () => {
    const probes: Probe[] = [];
    let caseId = '';

    before(async () => {
      caseId = (await submitCase(world, world.clientA)).id;
      const admin = world.admin.token;
      const client = world.clientA.token;
      const self = world.clientA.userId;
      const jsonRoutes: { method: string; path: string; token: string | null; fields: string[] }[] =
        [
          {
            method: 'POST',
            path: '/api/users/register',
            token: null,
            fields: [
              'firstName',
              'email',
              'idNo',
              'phoneNumber',
              'preferredContact',
              'password',
              'confirmPassword',
            ],
          },
          { method: 'POST', path: '/api/users/login', token: null, fields: ['email', 'password'] },
          { method: 'POST', path: '/api/users/reset', token: null, fields: ['email'] },
          { method: 'POST', path: '/api/users/reset/sometoken', token: null, fields: ['password'] },
          {
            method: 'PUT',
            path: `/api/users/${self}`,
            token: client,
            fields: ['firstName', 'district', 'cell'],
          },
          {
            method: 'PUT',
            path: `/api/cases/${caseId}`,
            token: client,
            fields: ['caseType', 'caseSubtype', 'summary'],
          },
          {
            method: 'PATCH',
            path: `/api/cases/${caseId}`,
            token: admin,
            fields: ['markAsDoneArchived'],
          },
          {
            method: 'PATCH',
            path: `/api/cases/status/${caseId}`,
            token: admin,
            fields: ['status'],
          },
          {
            method: 'PATCH',
            path: `/api/cases/assigning/${caseId}`,
            token: admin,
            fields: ['assignedTo'],
          },
        ];
      for (const route of jsonRoutes) {
        const base = { token: route.token };
        for (const raw of BAD_JSON)
          probes.push({
            method: route.method,
            path: route.path,
            options: { ...base, raw, contentType: 'application/json' },
          });
        probes.push({
          method: route.method,
          path: route.path,
          options: {
            ...base,
            raw: 'email=a&password=b',
            contentType: 'application/x-www-form-urlencoded',
          },
        });
        probes.push({
          method: route.method,
          path: route.path,
          options: { ...base, raw: '<xml/>', contentType: 'application/xml' },
        });
        probes.push({
          method: route.method,
          path: route.path,
          options: { ...base, raw: '', contentType: 'application/json' },
        });
        probes.push({
          method: route.method,
          path: route.path,
          options: { ...base, json: 'just a string' },
        });
        probes.push({
          method: route.method,
          path: route.path,
          options: { ...base, json: [1, 2, 3] },
        });
        probes.push({
          method: route.method,
          path: route.path,
          options: {
            ...base,
            raw: `{"x":"${'a'.repeat(1_100_000)}"}`,
            contentType: 'application/json',
          },
        });
        for (const field of route.fields) {
          probes.push({
            method: route.method,
            path: route.path,
            options: { ...base, json: { [field]: 'x'.repeat(30_000) } },
          });
          // PostgreSQL cannot store a NUL character: refused as input, never a failed query.
          probes.push({
            method: route.method,
            path: route.path,
            options: { ...base, json: { [field]: 'a\u0000b' } },
          });
          for (const value of WRONG_TYPES.slice(0, 4))
            probes.push({
              method: route.method,
              path: route.path,
              options: { ...base, json: { [field]: value } },
            });
        }
      }
      // Required fields missing altogether.
      probes.push({
        method: 'PATCH',
        path: `/api/cases/${caseId}`,
        options: { token: admin, json: {} },
      });
      probes.push({
        method: 'PATCH',
        path: `/api/cases/status/${caseId}`,
        options: { token: admin, json: {} },
      });
      probes.push({
        method: 'PATCH',
        path: `/api/cases/assigning/${caseId}`,
        options: { token: admin, json: {} },
      });
      probes.push({ method: 'POST', path: '/api/users/login', options: { json: {} } });
      probes.push({ method: 'POST', path: '/api/users/register', options: { json: {} } });
      for (const value of WRONG_TYPES)
        probes.push({
          method: 'POST',
          path: '/api/users/login',
          options: { json: { email: value, password: value } },
        });

      // Odd ids in every id-carrying path.
      for (const id of ODD_IDS) {
        probes.push({ method: 'GET', path: `/api/users/${id}`, options: { token: client } });
        probes.push({
          method: 'PUT',
          path: `/api/users/${id}`,
          options: { token: client, json: { firstName: 'x' } },
        });
        probes.push({
          method: 'GET',
          path: `/api/cases/singleCase/${id}`,
          options: { token: admin },
        });
        probes.push({ method: 'GET', path: `/api/cases/${id}`, options: { token: admin } });
        probes.push({
          method: 'PUT',
          path: `/api/cases/${id}`,
          options: { token: client, json: { summary: 'x' } },
        });
        probes.push({ method: 'DELETE', path: `/api/cases/${id}`, options: { token: admin } });
        probes.push({
          method: 'PATCH',
          path: `/api/cases/status/${id}`,
          options: { token: admin, json: { status: 'Received' } },
        });
        probes.push({ method: 'GET', path: `/api/files/${id}?exp=1&sig=x`, options: {} });
      }
      for (const email of ['not-an-email', '%00', 'a'.repeat(300) + '@x.rw', '..%2F..%2F']) {
        probes.push({
          method: 'GET',
          path: `/api/cases/assignedTo/${email}`,
          options: { token: world.lawyerA.token },
        });
      }
      for (const query of BAD_QUERIES) {
        probes.push({ method: 'GET', path: `/api/cases/?${query}`, options: { token: admin } });
        if (query.startsWith('flag')) continue;
        probes.push({
          method: 'GET',
          path: `/api/cases/${self}?${query}`,
          options: { token: client },
        });
        probes.push({ method: 'GET', path: `/api/users?${query}`, options: { token: admin } });
      }
      // Multipart oddities on the upload routes.
      const twoFiles = new FormData();
      twoFiles.append('caseType', 'Civil matters');
      twoFiles.append('file', new Blob(['%PDF-1.4 a']), 'a.pdf');
      twoFiles.append('file', new Blob(['%PDF-1.4 b']), 'b.pdf');
      probes.push({
        method: 'POST',
        path: '/api/cases/register',
        options: { token: client, form: twoFiles },
      });
      const wrongField = new FormData();
      wrongField.append('document', new Blob(['%PDF-1.4 a']), 'a.pdf');
      probes.push({
        method: 'POST',
        path: '/api/cases/register',
        options: { token: client, form: wrongField },
      });
      for (const name of ['caseType', 'caseSubtype', 'summary']) {
        const nulField = new FormData();
        for (const [field, value] of Object.entries({
          caseType: 'Civil matters',
          caseSubtype: 'Land',
          summary: 'A boundary dispute',
        }))
          nulField.append(field, field === name ? `${value}\u0000` : value);
        nulField.append('file', new Blob(['%PDF-1.4 a']), 'a.pdf');
        probes.push({
          method: 'POST',
          path: '/api/cases/register',
          options: { token: client, form: nulField },
        });
      }
      const nulMessage = new FormData();
      nulMessage.append('text', 'hello\u0000');
      probes.push({
        method: 'POST',
        path: `/api/cases/${caseId}/messages`,
        options: { token: client, form: nulMessage },
      });
      probes.push({
        method: 'POST',
        path: `/api/cases/${caseId}/messages`,
        options: { token: client, json: { text: 'hello\u0000' } },
      });
      probes.push({
        method: 'GET',
        path: '/api/cases/assignedTo/a%00b%40example.com',
        options: { token: admin },
      });
      const hugeField = new FormData();
      hugeField.append('summary', 'x'.repeat(200_000));
      probes.push({
        method: 'POST',
        path: '/api/cases/register',
        options: { token: client, form: hugeField },
      });
      probes.push({
        method: 'POST',
        path: '/api/cases/register',
        options: {
          token: client,
          raw: '--xyz\r\nbroken',
          contentType: 'multipart/form-data; boundary=xyz',
        },
      });
      probes.push({
        method: 'POST',
        path: '/api/cases/register',
        options: { token: client, raw: 'abc', contentType: 'multipart/form-data' },
      });
      probes.push({
        method: 'POST',
        path: '/api/cases/register',
        options: { token: client, raw: 'caseType=x', contentType: 'text/plain' },
      });
      probes.push({
        method: 'PUT',
        path: `/api/cases/${caseId}`,
        options: {
          token: client,
          raw: '--xyz\r\nContent-Disposition: form-data; name="summary"\r\n\r\nunterminated',
          contentType: 'multipart/form-data; boundary=xyz',
        },
      });
      // Tokens for verify/reset that cannot exist.
      for (const token of ['x', '%2e%2e', 'a'.repeat(201), '%00']) {
        probes.push({
          method: 'POST',
          path: `/api/users/verify/${token}`,
          options: { json: { token } },
        });
        probes.push({
          method: 'POST',
          path: `/api/users/reset/${token}`,
          options: { json: { password: 'Fresh@12345' } },
        });
      }
      // Unknown routes and methods.
      for (const [method, path] of [
        ['GET', '/api/nothing'],
        ['GET', '/api/../../etc/passwd'],
        ['DELETE', '/api/users/lawyers'],
        ['POST', '/api/cases/stats'],
        ['GET', '/api/files/'],
        ['GET', '/api/files/..%2F..%2Fsecret?exp=1&sig=a'],
        ['GET', '/api/files/%2e%2e%2fpglite?exp=1&sig=a'],
      ] as const) {
        probes.push({ method, path, options: { token: admin } });
      }
    });

    test('at least 200 of them, every one 4xx with a JSON message (a download link: a page)', async () => {
      assert.ok(probes.length >= 200, `only ${probes.length} probes`);
      const failures: string[] = [];
      for (const probe of probes) {
        const answer = await world.api.http.call(probe.method, probe.path, probe.options);
        const describeProbe = `${probe.method} ${probe.path.slice(0, 80)} ${JSON.stringify(probe.options.json ?? probe.options.raw ?? (probe.options.form ? 'form' : '')).slice(0, 60)}`;
        // A download link is opened by a browser: its refusal is a page saying why, not JSON.
        const page =
          /^\/api\/(messages\/)?files\//.test(probe.path) &&
          (answer.headers.get('content-type') ?? '').startsWith('text/html') &&
          /<html lang="(en|rw|fr)">/.test(answer.text);
        const json =
          (answer.headers.get('content-type') ?? '').startsWith('application/json') &&
          typeof answer.body === 'object' &&
          answer.body.status === 'error' &&
          typeof answer.body.message === 'string' &&
          answer.body.message.length > 0;
        const ok =
          answer.status >= 400 &&
          answer.status < 500 &&
          (json || page) &&
          !/\bat \S+ \(|node_modules|\.ts:\d+/.test(answer.text);
        if (!ok) failures.push(`${describeProbe} → ${answer.status} ${answer.text.slice(0, 200)}`);
      }
      assert.deepEqual(
        failures,
        [],
        `${failures.length} of ${probes.length} malformed requests were not a clean 4xx`,
      );
      // The server is still fine afterwards.
      assert.equal((await world.api.http.get('/api/health')).status, 200);
      console.log(`  ${probes.length} malformed requests answered 4xx with a JSON message`);
    });
  });
}

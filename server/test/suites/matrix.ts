import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Identity } from '../helpers/context';
import { caseForm, validCase } from '../helpers/files';
import type { CallOptions } from '../helpers/http';
import type { World } from '../helpers/world';
import { submitCase } from './cases';

type Caller = 'anonymous' | 'clientA' | 'clientB' | 'lawyerA' | 'lawyerB' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'clientA', 'clientB', 'lawyerA', 'lawyerB', 'admin'];

interface Row {
  name: string;
  method: string;
  /** Built per call, after the fixtures exist. */
  path: () => string;
  options?: () => CallOptions;
  /** A fresh target per caller, for calls that consume it (DELETE). */
  prepare?: () => Promise<string>;
  expect: Record<Caller, number>;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Every route × {anonymous, client A, client B, lawyer A, lawyer B, admin}. Fixtures: caseA owned
 * by client A and assigned to lawyer A.
 */
export function matrixSuite(world: World) {
  describe('authorization matrix', () => {
    const fixtures = { caseA: '' };
    before(async () => {
      const created = await submitCase(world, world.clientA);
      fixtures.caseA = created.id;
      const assigned = await world.api.http.patch(`/api/cases/assigning/${created.id}`, {
        token: world.admin.token,
        json: { assignedTo: world.lawyerA.email },
      });
      assert.equal(assigned.status, 200);
    });

    const all = (status: number): Record<Caller, number> => ({
      anonymous: status,
      clientA: status,
      clientB: status,
      lawyerA: status,
      lawyerB: status,
      admin: status,
    });
    const adminOnly = (ok: number): Record<Caller, number> => ({
      anonymous: 401,
      clientA: 403,
      clientB: 403,
      lawyerA: 403,
      lawyerB: 403,
      admin: ok,
    });

    const rows: Row[] = [
      {
        name: 'GET /users/lawyers',
        method: 'GET',
        path: () => '/api/users/lawyers',
        expect: all(200),
      },
      {
        name: 'GET /users',
        method: 'GET',
        path: () => '/api/users?page=1&limit=5',
        expect: adminOnly(200),
      },
      {
        name: 'GET /users/{clientA}',
        method: 'GET',
        path: () => `/api/users/${world.clientA.userId}`,
        expect: {
          anonymous: 401,
          clientA: 200,
          clientB: 403,
          lawyerA: 403,
          lawyerB: 403,
          admin: 200,
        },
      },
      {
        name: 'PUT /users/{clientA}',
        method: 'PUT',
        path: () => `/api/users/${world.clientA.userId}`,
        options: () => ({ json: { district: 'Gasabo', sector: 'Remera', cell: 'Nyabisindu' } }),
        expect: {
          anonymous: 401,
          clientA: 200,
          clientB: 403,
          lawyerA: 403,
          lawyerB: 403,
          admin: 403,
        },
      },
      {
        name: 'POST /cases/register',
        method: 'POST',
        path: () => '/api/cases/register',
        options: () => ({
          form: caseForm(validCase, { bytes: Buffer.from('%PDF-1.4 matrix'), name: 'm.pdf' }),
        }),
        expect: {
          anonymous: 401,
          clientA: 201,
          clientB: 201,
          lawyerA: 403,
          lawyerB: 403,
          admin: 403,
        },
      },
      {
        name: 'GET /cases/',
        method: 'GET',
        path: () => '/api/cases/?page=1&limit=5',
        expect: adminOnly(200),
      },
      {
        name: 'GET /cases/?flag=Done',
        method: 'GET',
        path: () => '/api/cases/?flag=Done',
        expect: adminOnly(200),
      },
      {
        name: 'GET /cases/stats',
        method: 'GET',
        path: () => '/api/cases/stats',
        expect: adminOnly(200),
      },
      {
        name: 'GET /cases/{clientA}',
        method: 'GET',
        path: () => `/api/cases/${world.clientA.userId}`,
        expect: {
          anonymous: 401,
          clientA: 200,
          clientB: 403,
          lawyerA: 403,
          lawyerB: 403,
          admin: 200,
        },
      },
      {
        name: 'GET /cases/assignedTo/{lawyerA}',
        method: 'GET',
        path: () => `/api/cases/assignedTo/${world.lawyerA.email}`,
        expect: {
          anonymous: 401,
          clientA: 403,
          clientB: 403,
          lawyerA: 200,
          lawyerB: 403,
          admin: 200,
        },
      },
      {
        name: 'GET /cases/singleCase/{caseA}',
        method: 'GET',
        path: () => `/api/cases/singleCase/${fixtures.caseA}`,
        expect: {
          anonymous: 401,
          clientA: 200,
          clientB: 403,
          lawyerA: 200,
          lawyerB: 403,
          admin: 200,
        },
      },
      {
        name: 'GET /cases/singleCase/{unknown}',
        method: 'GET',
        path: () => `/api/cases/singleCase/${UNKNOWN}`,
        expect: {
          anonymous: 401,
          clientA: 404,
          clientB: 404,
          lawyerA: 404,
          lawyerB: 404,
          admin: 404,
        },
      },
      {
        name: 'PUT /cases/{caseA}',
        method: 'PUT',
        path: () => `/api/cases/${fixtures.caseA}`,
        options: () => ({ json: { summary: 'Edited in the matrix' } }),
        // The admin table's Edit: an admin edits any case. caseA is assigned, so its owner can no
        // longer edit it (409, with the reason the client shows).
        expect: {
          anonymous: 401,
          clientA: 409,
          clientB: 403,
          lawyerA: 403,
          lawyerB: 403,
          admin: 200,
        },
      },
      {
        name: 'PUT /cases/{unknown}',
        method: 'PUT',
        path: () => `/api/cases/${UNKNOWN}`,
        options: () => ({ json: { summary: 'x' } }),
        expect: {
          anonymous: 401,
          clientA: 404,
          clientB: 404,
          lawyerA: 404,
          lawyerB: 404,
          admin: 404,
        },
      },
      {
        name: 'PATCH /cases/{caseA}',
        method: 'PATCH',
        path: () => `/api/cases/${fixtures.caseA}`,
        options: () => ({ json: { markAsDoneArchived: 'Going' } }),
        expect: adminOnly(200),
      },
      {
        name: 'PATCH /cases/status/{caseA}',
        method: 'PATCH',
        path: () => `/api/cases/status/${fixtures.caseA}`,
        options: () => ({ json: { status: 'Received' } }),
        // The assigned lawyer changes the status too.
        expect: { ...adminOnly(200), lawyerA: 200 },
      },
      {
        name: 'PATCH /cases/assigning/{caseA}',
        method: 'PATCH',
        path: () => `/api/cases/assigning/${fixtures.caseA}`,
        options: () => ({ json: { assignedTo: world.lawyerA.email } }),
        expect: adminOnly(200),
      },
      {
        name: 'PATCH /cases/status/{unknown}',
        method: 'PATCH',
        path: () => `/api/cases/status/${UNKNOWN}`,
        options: () => ({ json: { status: 'Received' } }),
        expect: { ...adminOnly(404), lawyerA: 404, lawyerB: 404 },
      },
      {
        name: 'DELETE /cases/{a case of clientA}',
        method: 'DELETE',
        path: () => '',
        prepare: async () => (await submitCase(world, world.clientA)).id,
        expect: {
          anonymous: 401,
          clientA: 200,
          clientB: 403,
          lawyerA: 403,
          lawyerB: 403,
          admin: 200,
        },
      },
      {
        name: 'DELETE /cases/{unknown}',
        method: 'DELETE',
        path: () => `/api/cases/${UNKNOWN}`,
        expect: {
          anonymous: 401,
          clientA: 404,
          clientB: 404,
          lawyerA: 404,
          lawyerB: 404,
          admin: 404,
        },
      },
      { name: 'GET /dev/outbox', method: 'GET', path: () => '/api/dev/outbox', expect: all(200) },
      { name: 'GET /health', method: 'GET', path: () => '/api/health', expect: all(200) },
    ];

    const identity = (caller: Caller): Identity | null =>
      caller === 'anonymous' ? null : world[caller];

    for (const row of rows) {
      test(row.name, async () => {
        const seen: Partial<Record<Caller, number>> = {};
        for (const caller of CALLERS) {
          const target = row.prepare ? `/api/cases/${await row.prepare()}` : row.path();
          const answer = await world.api.http.call(row.method, target, {
            ...row.options?.(),
            token: identity(caller)?.token,
          });
          seen[caller] = answer.status;
          if (answer.status >= 400) {
            assert.equal(answer.body.status, 'error', `${row.name} as ${caller}: ${answer.text}`);
            assert.equal(typeof answer.body.message, 'string');
          }
        }
        assert.deepEqual(seen, row.expect);
      });
    }

    test('the signed file link of a case is only handed to those who may see the case', async () => {
      const { http } = world.api;
      const expect: Record<Caller, boolean> = {
        anonymous: false,
        clientA: true,
        clientB: false,
        lawyerA: true,
        lawyerB: false,
        admin: true,
      };
      for (const caller of CALLERS) {
        const answer = await http.get(`/api/cases/singleCase/${fixtures.caseA}`, {
          token: identity(caller)?.token,
        });
        assert.equal(
          answer.status === 200 && typeof answer.body.data.file === 'string',
          expect[caller],
          caller,
        );
        if (answer.status !== 200) assert.ok(!answer.text.includes('/api/files/'), caller);
      }
    });
  });
}

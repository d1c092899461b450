import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { World } from '../helpers/world';

export function usersSuite(world: World) {
  describe('users', () => {
    test('GET /users/lawyers is public and answers e-mails only', async () => {
      const answer = await world.api.http.get('/api/users/lawyers');
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'success');
      assert.deepEqual(answer.body.data, [
        { email: 'lawyer.one@example.com' },
        { email: 'lawyer.two@example.com' },
      ]);
    });

    test('GET /users/{userId} answers your own record without secrets', async () => {
      const answer = await world.api.http.get(`/api/users/${world.clientA.userId}`, {
        token: world.clientA.token,
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'success');
      const user = answer.body.data;
      assert.equal(user.userId, world.clientA.userId);
      assert.equal(user.email, world.clientA.email);
      assert.equal(user.firstName, 'Aline');
      assert.equal(user.preferredContact, 'email');
      assert.equal(user.district, 'Gasabo');
      assert.equal(user.verified, true);
      assert.ok(
        !('password' in user) && !('passwordHash' in user),
        "!('password' in user) && !('passwordHash' in user)",
      );
    });

    test('an admin reads any user; an unknown id is 404', async () => {
      const { http } = world.api;
      const answer = await http.get(`/api/users/${world.clientB.userId}`, {
        token: world.admin.token,
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data.email, world.clientB.email);
      const missing = await http.get('/api/users/00000000-0000-4000-8000-000000000000', {
        token: world.admin.token,
      });
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.body, {
        status: 'error',
        code: 'user.notFound',
        message: 'User not found',
      });
    });

    test('PUT /users/{userId} updates the profile fields only', async () => {
      const { http } = world.api;
      const answer = await http.put(`/api/users/${world.clientA.userId}`, {
        token: world.clientA.token,
        json: {
          firstName: ' Alice ',
          lastName: 'Mukamana',
          idNo: '1199880099999999',
          phoneNumber: '+250722000111',
          district: 'Kicukiro',
          sector: 'Niboye',
          cell: 'Gatare',
          email: 'hijack@example.com',
          role: 'admin',
          password: 'Hijack@12345',
        },
      });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.status, 'success');
      const user = answer.body.data;
      assert.equal(user.firstName, 'Alice');
      assert.equal(user.lastName, 'Mukamana');
      assert.equal(user.district, 'Kicukiro');
      assert.equal(user.cell, 'Gatare');
      assert.equal(user.email, world.clientA.email, 'e-mail unchanged');
      assert.equal(user.role, 'client', 'role unchanged');
      const relogin = await http.post('/api/users/login', {
        json: { email: world.clientA.email, password: world.clientA.password },
      });
      assert.equal(relogin.status, 200, 'password unchanged');
      const blank = await http.put(`/api/users/${world.clientA.userId}`, {
        token: world.clientA.token,
        json: { district: '  ' },
      });
      assert.equal(blank.status, 400);
      assert.equal(blank.body.message, 'District/Akarere is required.');
    });

    test('GET /users (admin) pages through users, newest first, with a total and no secrets', async () => {
      const { http } = world.api;
      const first = await http.get('/api/users?page=1&limit=2', { token: world.admin.token });
      assert.equal(first.status, 200);
      assert.equal(first.body.data.length, 2);
      assert.equal(first.body.page, 1);
      assert.equal(first.body.limit, 2);
      assert.ok(first.body.total >= 5, 'first.body.total >= 5');
      const all = await http.get(`/api/users?page=1&limit=100`, { token: world.admin.token });
      assert.equal(all.body.data.length, Math.min(100, all.body.total));
      const created = all.body.data.map((user: { createdAt: string }) => user.createdAt);
      assert.deepEqual(created, [...created].sort().reverse());
      assert.ok(
        !all.text.includes('argon2') && !all.text.includes('password'),
        "!all.text.includes('argon2') && !all.text.includes('password')",
      );
      const tooBig = await http.get('/api/users?page=1&limit=101', { token: world.admin.token });
      assert.equal(tooBig.status, 400);
    });
  });
}

export function httpSuite(world: World) {
  describe('http: CORS allowlist, security headers, docs', () => {
    test('the shell and remote origins may call the API; another origin may not', async () => {
      for (const origin of [
        'http://localhost:3000',
        'http://localhost:3004',
        'http://127.0.0.1:3002',
      ]) {
        const preflight = await fetch(`${world.api.baseUrl}/api/users/login`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        assert.ok(preflight.status < 300, origin);
        assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
      }
      const evil = await fetch(`${world.api.baseUrl}/api/users/lawyers`, {
        headers: { origin: 'http://evil.example' },
      });
      assert.equal(evil.headers.get('access-control-allow-origin'), null);
    });

    test('helmet headers are on every answer', async () => {
      const answer = await fetch(`${world.api.baseUrl}/api/users/lawyers`);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(
        answer.headers.get('content-security-policy'),
        "answer.headers.get('content-security-policy')",
      );
      assert.ok(
        answer.headers.get('strict-transport-security'),
        "answer.headers.get('strict-transport-security')",
      );
      assert.equal(answer.headers.get('x-powered-by'), null);
    });

    test('the OpenAPI document lists every path the apps call, and the UI is served', async () => {
      const doc = await world.api.http.get('/api/docs/json');
      assert.equal(doc.status, 200);
      const paths = Object.keys(doc.body.paths);
      for (const expected of [
        '/api/users/register',
        '/api/users/login',
        '/api/users/reset',
        '/api/users/reset/{token}',
        '/api/users/verify/{token}',
        '/api/users/lawyers',
        '/api/users/{userId}',
        '/api/cases/register',
        '/api/cases/',
        '/api/cases/assignedTo/{email}',
        '/api/cases/singleCase/{id}',
        '/api/cases/{id}',
        '/api/cases/status/{id}',
        '/api/cases/assigning/{id}',
      ]) {
        assert.ok(paths.includes(expected), `${expected} missing from ${paths.join(', ')}`);
      }
      // The owner's case list is GET /api/cases/{id}: one path with the case's PUT, PATCH and DELETE.
      const onePath = doc.body.paths['/api/cases/{id}'] as Record<string, { operationId?: string }>;
      assert.equal(
        onePath.get?.operationId,
        'listOwnerCases',
        'the owner list is GET /api/cases/{id}',
      );
      const ui = await fetch(`${world.api.baseUrl}/api/docs`);
      assert.equal(ui.status, 200);
      assert.match(await ui.text(), /swagger/i);
    });
  });
}

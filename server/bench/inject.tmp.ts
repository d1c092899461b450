import { startTestApi, login } from '../test/helpers/context';
import { caseForm, sample, validCase } from '../test/helpers/files';
const api = await startTestApi({ RATE_LIMIT_MAX: '100000' });
const admin = await login(api.http, 'admin@example.com', 'Admin@12345');
const { app } = api;
// a few cases with files
const r = await app.inject({ method: 'GET', url: '/api/health' });
async function time(name: string, opts: any, n = 3000) {
  for (let i = 0; i < 300; i++) await app.inject(opts);
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await app.inject(opts);
  console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs/req');
}
await time('404', { method: 'GET', url: '/api/nothing' });
await time('health', { method: 'GET', url: '/api/health' });
await time('lawyers', { method: 'GET', url: '/api/users/lawyers' });
await time('user self', {
  method: 'GET',
  url: `/api/users/${admin.userId}`,
  headers: { authorization: `Bearer ${admin.token}` },
});
await time('cases page (empty)', {
  method: 'GET',
  url: `/api/cases/?page=1&limit=10`,
  headers: { authorization: `Bearer ${admin.token}` },
});
await api.close();

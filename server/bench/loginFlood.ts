/**
 * The attacker of bench/loginUnderFlood.ts, in a process of its own: login attempts with rotating
 * e-mails from 127.0.0.1 over many keep-alive connections until SIGTERM, then its counts as JSON
 * on stdout. Run under `nice` so that, on one machine, the attacker's own CPU does not count as
 * the server's latency (a real attacker's load generator is somebody else's machine).
 */
import http from 'node:http';

const [base, connections] = [process.argv[2]!, Number(process.argv[3] ?? 50)];
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const statuses: Record<string, number> = {};
let requests = 0;
let flooding = true;

function post(body: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(`${base}/api/users/login`, {
      method: 'POST',
      agent,
      localAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const started = Date.now();
const running = Promise.all(
  Array.from({ length: connections }, async () => {
    while (flooding) {
      const status = await post(
        JSON.stringify({ email: `flood${requests++}@example.com`, password: 'x' }),
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
process.on('SIGTERM', () => {
  flooding = false;
  void running.then(() => {
    agent.destroy();
    process.stdout.write(
      JSON.stringify({ requests, seconds: (Date.now() - started) / 1000, statuses }),
    );
    process.exit(0);
  });
});

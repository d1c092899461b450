/**
 * A port free on loopback right now. A module of its own (no import.meta) so the e2e stack,
 * loaded as CommonJS by Playwright, can start a gateway with it.
 */
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

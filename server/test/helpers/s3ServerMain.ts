/**
 * The S3-compatible server's own process (s3rver on 127.0.0.1): `s3ServerMain.ts <dir> <port>
 * <bucket>...`. Prints `s3rver listening on <port>` once the buckets exist; stops on SIGTERM.
 */
import S3rver from 's3rver';

const [directory, port = '0', ...buckets] = process.argv.slice(2);
if (!directory) throw new Error('usage: s3ServerMain.ts <dir> <port> <bucket>...');

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  // Path-style only (as the API's client asks): no DNS tricks on loopback.
  vhostBuckets: false,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const address = await server.run();
console.log(`s3rver listening on ${address.port}`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

// The S3 server of the storage tests (test/s3-server.ts) in a process of its own: s3rver names its listing's
// continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider, so this process is started with
// --openssl-legacy-provider (the tests' own process is not). It is told its settings as JSON in argv[2],
// answers {port} once it listens, and closes on 'close'.
import S3rver from 's3rver';

const settings = JSON.parse(process.argv[2]);
const server = new S3rver({
  port: settings.port,
  address: '127.0.0.1',
  silent: true,
  directory: settings.directory,
  serviceEndpoint: 'localhost',
  configureBuckets: settings.buckets.map((name) => ({ name, configs: [] })),
});
const { port } = await server.run();
process.send?.({ port });
process.on('message', async (message) => {
  if (message !== 'close') return;
  await server.close();
  process.exit(0);
});
process.on('disconnect', () => process.exit(0));

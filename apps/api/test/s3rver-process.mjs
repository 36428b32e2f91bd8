// A local S3-compatible server (s3rver) in a process of its own, for the tests (test/s3-server.ts): on
// 127.0.0.1 at a free port, its objects under the folder given, one bucket. Tells its parent the port.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.send?.({ port });
// The parent going away ends the server too.
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));

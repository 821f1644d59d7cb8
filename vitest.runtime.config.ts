import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.ts';

// The tests whose outcome can depend on the Node.js version rather than on our code or the database engine:
// the server process and its V8 flags, worker threads (page rendering, the sanitiser), native image work
// (sharp), multipart streams, the S3 client, and the embedded database's WebAssembly. CI runs the whole suite
// on the current LTS and these again on the oldest supported Node (see .ci/run and the README).
export const RUNTIME_SENSITIVE = [
  'test/startup.test.ts',
  'test/crash/*.test.ts',
  'src/features/rendering/*.test.ts',
  'src/features/cards/*.test.ts',
  'src/features/users/avatars.test.ts',
  'src/features/health/*.test.ts',
  'src/lib/stored-html*.test.ts',
  'src/lib/html.test.ts',
  'src/lib/html-cleaner.test.ts',
  'src/lib/inline-images.test.ts',
  'src/lib/multipart.test.ts',
  'src/lib/staged-files.test.ts',
  'src/lib/s3-storage.test.ts',
  'src/db/upkeep.test.ts',
];

export default defineConfig({
  test: { projects: [serverProject('server-runtime', 'pglite', { include: RUNTIME_SENSITIVE })] },
});

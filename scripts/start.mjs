// `npm start`: builds the web app when no build exists yet, builds the server into one JavaScript file
// (a second or so: plain Node runs it, with no TypeScript loader beside it), then serves the whole product
// on one port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeFlags, superviseServer } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, process.env.WEB_DIST ?? 'apps/web/dist', 'index.html');

if (!existsSync(built)) {
  console.log('Building the web app (first start only; `npm run build` rebuilds it)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@rasti/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { buildServer } = await import(path.join(root, 'apps/server/build.mjs'));
const serverFile = await buildServer();

// Memory (docs/decisions/0021): the Node flags and glibc settings of scripts/server-process.mjs. A server
// process that dies is started again, with a growing delay (superviseServer); a signal to this one stops it.
const server = superviseServer({
  args: [...serverNodeFlags(), serverFile],
  cwd: root,
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.done);

// `npm start`: builds the web app when no build exists yet, builds the server into one JavaScript file
// (a second or so: plain Node runs it, with no TypeScript loader beside it), then serves the whole product
// on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, process.env.WEB_DIST ?? 'apps/web/dist', 'index.html');

if (!existsSync(built)) {
  console.log('Building the web app (first start only; `npm run build` rebuilds it)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@rasti/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { buildServer } = await import(path.join(root, 'apps/server/build.mjs'));
const serverFile = await buildServer();

// Memory (docs/decisions/0021): a young generation of 4 MB (V8's default grows to 32 MB) and an old
// generation capped at 192 MB, under which V8 collects early instead of letting garbage pile up (the main
// thread's live heap is about 50 MB; uncapped it grew to 90 MB of mostly garbage after 500 distinct pages);
// glibc's allocator limited to two arenas (one per thread by default, each holding freed memory). Together:
// peak RSS 361 → 243 MB over 500 distinct rendered pages on the demo data, at the same CPU per page.
const nodeFlags = ['--max-semi-space-size=4', '--max-old-space-size=192'];
const server = spawn(process.execPath, [...nodeFlags, serverFile], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

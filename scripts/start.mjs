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

// A young generation of 8 MB (V8's default grows to 32 MB): the server stays under 300 MB with the embedded
// database, at no cost in throughput measured by `npm run bench` (its answers are small and short-lived).
const nodeFlags = ['--max-semi-space-size=8'];
const server = spawn(process.execPath, [...nodeFlags, serverFile], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

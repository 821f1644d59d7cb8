// `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api and /media to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rasti/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@rasti/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

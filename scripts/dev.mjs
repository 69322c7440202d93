#!/usr/bin/env node
// `npm run dev`: the API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@stryd/server'], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@stryd/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

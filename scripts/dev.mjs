#!/usr/bin/env node
// npm run dev: the API with reload on :3001 and the web app's Vite dev server on :3000 (proxying /api and /auth).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const procs = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      ...process.env,
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
      WEB_BUILD_DIR: '/nonexistent',
    },
  }),
  spawn('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);

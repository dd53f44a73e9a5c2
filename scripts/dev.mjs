/**
 * `npm run dev`: the reference API on :8080 (API_PORT to change) and the Vite dev server, which
 * proxies /api to it (the site's public address is Vite's, :5173). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
// Vite's own port, which the app is opened at: the API's links and parties' addresses name it.
const devPort = '5173';

const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { PUBLIC_BASE_URL: `http://localhost:${devPort}`, ...process.env, PORT: apiPort },
});
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', devPort, '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort },
});

const children = [api, vite];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

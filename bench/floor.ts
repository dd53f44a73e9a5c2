/**
 * Figures that travel between machines (issue "Room to grow", 8): absolute times move four- to
 * ninefold between machines and days, so the bench measures, in the same run, a floor for each:
 * the stack floor page (bench/stack-floor: React, Mantine's provider and the router, one heading,
 * built with Vite, precompressed and served by the reference API as the app is), and a bare Node
 * HTTP server answering a small JSON body, loaded like the API.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds the stack floor page into a temporary folder, precompressed as `npm run build` does. */
export async function buildStackFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'luckydip-floor-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: 'bench/stack-floor',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
  });
  execFileSync(process.execPath, ['scripts/compress-dist.mjs', outDir], { stdio: 'inherit' });
  return outDir;
}

/** A bare Node HTTP server on loopback answering every request with the same small JSON body. */
export async function startBareServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const body = JSON.stringify({ status: 'ok', result: { name: 'floor' } });
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('bare server: no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

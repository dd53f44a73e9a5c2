/**
 * The reference API as a process of its own (server/main.ts), on a free port of 127.0.0.1: for
 * the end-to-end tests, and for the server tests that race two processes on one PostgreSQL
 * database. `stop()` ends it as an operator would (SIGTERM) and resolves once it has exited.
 */
import { spawn } from 'node:child_process';

export interface ApiProcess {
  url: string;
  /** The process's id: the bench reads its memory. */
  pid: number;
  stop: () => Promise<void>;
}

export async function startApiProcess(env: Record<string, string>, startMs = 30_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), startMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

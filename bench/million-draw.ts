/**
 * A Powerball draw of a million games (issue "When one machine is not enough", point 4): the API is
 * started with the games sold (`SEED_DRAW_GAMES`), then the sandbox runs the draw at once: it
 * closes, draws, scores, pays and publishes its division counts. Measured: how long that took,
 * the API process's peak memory meanwhile (the peak is reset once the seed is written), and the
 * slowest answer to another request made every 100 ms while it ran.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { startApiProcess } from '../server/testing/api-process';
import { signedGet } from './api-load';

export const DRAW_GAMES = 1_000_000;

export interface MillionDrawResult {
  seconds: number;
  peakMb: number;
  slowestOtherMs: number;
  winners: number;
}

/** The process's peak resident memory since the last reset, in MB. */
const peakMb = (pid: number) =>
  Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

export async function millionDraw(
  env: Record<string, string>,
  games = DRAW_GAMES,
): Promise<MillionDrawResult> {
  // Writing a million games takes a while on first start.
  const api = await startApiProcess({ ...env, SEED_DRAW_GAMES: String(games) }, 600_000);
  try {
    // Linux: writing 5 resets the peak, so the seed's own writing is not counted.
    writeFileSync(`/proc/${api.pid}/clear_refs`, '5');
    let running = true;
    let slowestOtherMs = 0;
    const other = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${api.url}/api/discover`);
        slowestOtherMs = Math.max(slowestOtherMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const run = await fetch(`${api.url}/api/sandbox/draws/powerball/run-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await other;
    if (!run.ok) throw new Error(`the draw did not run: ${run.status} ${await run.text()}`);
    const { result } = (await run.json()) as { result: { draw_no: number } };
    // Its division counts, as the results pages read them.
    const path = `/api/v2/draw/details/powerball/${result.draw_no}/prizes`;
    const prizes = await (await fetch(api.url + path, { headers: await signedGet(path) })).text();
    const winners = prizes.match(/"winners":(\d+)/g) ?? [];
    return {
      seconds: Math.round(seconds * 10) / 10,
      peakMb: peakMb(api.pid),
      slowestOtherMs: Math.round(slowestOtherMs),
      winners: winners.reduce((sum, entry) => sum + Number(entry.split(':')[1]), 0),
    };
  } finally {
    await api.stop();
  }
}

/**
 * An A/B of two builds' Lighthouse figures, served at once and measured alternately, so a busy
 * machine weighs on both alike: `npx tsx bench/ab-lighthouse.ts dist-before dist [paths…]`.
 * Prints each page's medians of five runs per build.
 */
import { PRERENDER_BASE_URL } from '../server/config';
import { findChromium } from '../tests/support/chromium';
import { AS_IN_PRODUCTION, startServer } from '../tests/support/server';
import { runLighthouse, type LighthouseRun } from './lighthouse';

const RUNS = Number(process.env.RUNS ?? 5);
const [before = 'dist-before', after = 'dist', ...paths] = process.argv.slice(2);
const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium: set CHROMIUM_PATH or install Debian’s chromium package.');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const env = { PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? PRERENDER_BASE_URL };
const servers = [
  await startServer({ ...AS_IN_PRODUCTION, ...env, DIST_DIR: before }),
  await startServer({ ...AS_IN_PRODUCTION, ...env, DIST_DIR: after }),
];
try {
  for (const path of paths.length > 0 ? paths : ['/', '/powerball', '/lotto-results']) {
    const runs: LighthouseRun[][] = [[], []];
    while (runs[1]!.length < RUNS)
      for (const [index, server] of servers.entries())
        await runLighthouse(server.url + path, chromePath)
          .then((run) => runs[index]!.push(run))
          .catch((error: unknown) => console.warn(String(error)));
    for (const [index, build] of [before, after].entries()) {
      const of = (pick: (run: LighthouseRun) => number) => median(runs[index]!.map(pick));
      console.log(
        `${path} ${build}: performance ${of((run) => run.performance)}, accessibility ${of((run) => run.accessibility)}, ` +
          `TBT ${Math.round(of((run) => run.tbtMs))} ms, LCP ${Math.round(of((run) => run.lcpMs))} ms, CLS ${of((run) => run.cls)}`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

/**
 * The bundle budgets inside `npm test`: sizes do not vary between runs, so they can fail the
 * suite (times cannot, and live in `npm run bench`). What `/` needs is what the browser loads.
 */
import { bundleFigures, measureBundle, precacheGaps } from '../bench/bundle';
import { homeScripts } from '../bench/home-scripts';
import { expect, test } from './support/fixtures';

test('the production bundle stays within its budgets', async ({ browser, server }) => {
  const figures = bundleFigures(measureBundle('dist', await homeScripts(browser, server.url)));
  for (const f of figures.filter((entry) => entry.budget !== null)) {
    console.log(
      `${f.pass ? 'PASS' : 'OVER'}  ${f.name}: ${f.value} ${f.unit} (budget ${f.budget} ${f.unit})`,
    );
  }
  expect(figures.filter((f) => !f.pass).map((f) => `${f.name}: ${f.value} ${f.unit} > ${f.budget}`)).toEqual(
    [],
  );
});

test('a precached chunk imports only precached chunks', () => {
  // The precache is the closure of the pages declared offline (scripts/offline-precache.ts), so a
  // gap means the derivation broke, not that a page chose to need the server.
  expect(precacheGaps('dist')).toEqual([]);
});

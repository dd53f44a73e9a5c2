/**
 * The bundle budget check inside `npm test` (after the build): sizes are deterministic, so they
 * can fail a test run; times are not, and live only in `npm run bench`.
 */
import { bundleFigures, measureBundle } from '../bench/bundle';

const figures = bundleFigures(measureBundle('dist'));
const over = figures.filter((f) => !f.pass);
for (const f of figures.filter((f) => f.budget !== null)) {
  console.log(`${f.pass ? 'PASS' : 'OVER'}  ${f.name}: ${f.value} ${f.unit} (budget ${f.budget} ${f.unit})`);
}
if (over.length > 0) {
  console.error(`${over.length} bundle figure(s) over budget`);
  process.exit(1);
}

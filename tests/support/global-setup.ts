/** Fails fast, with advice, when there is no Chromium or no build to test. */
import { existsSync } from 'node:fs';
import { NO_CHROMIUM_HELP, findChromium } from './chromium';

export default function globalSetup(): void {
  if (!findChromium()) throw new Error(NO_CHROMIUM_HELP);
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  }
}

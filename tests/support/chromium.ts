/**
 * Finds a Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's
 * own download if one was installed. The flags keep it quiet on a machine with no internet.
 */
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  try {
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

export const NO_CHROMIUM_HELP = `No Chromium found. Install one of:
  - Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)
  - any other: set CHROMIUM_PATH=/path/to/chromium
  - with internet: npx playwright install chromium`;

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_HELP);
  return { executablePath, args: CHROMIUM_FLAGS };
}

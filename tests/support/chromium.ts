/**
 * Finds a Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's
 * own download if one was installed. The flags keep it quiet on a machine with no internet.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';

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

/**
 * A browser profile of its own, as a phone's browser keeps one: its service worker, caches and
 * storage persist between page loads. `close` ends it and removes the profile.
 */
export async function phoneProfile(
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'luckydip-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    baseURL,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

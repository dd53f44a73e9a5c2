/**
 * End-to-end tests: real Chromium against the production build (dist/) served by the reference
 * API on a fresh temporary database per worker (see tests/support/server.ts). One worker: the
 * machines have two cores, and the server and browser share them.
 */
import { defineConfig } from '@playwright/test';
import { findChromium, CHROMIUM_FLAGS } from './tests/support/chromium';

// A missing Chromium is reported by global setup with install advice, not as a config crash.
const safeLaunchOptions = () => ({ executablePath: findChromium(), args: CHROMIUM_FLAGS });

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/support/page-log-reporter.ts']],
  globalSetup: './tests/support/global-setup.ts',
  use: {
    launchOptions: safeLaunchOptions(),
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  },
});

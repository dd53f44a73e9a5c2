/**
 * Lighthouse with its default mobile preset (simulated throttling), driving the local Chromium
 * through chrome-launcher: a fresh browser and profile per run, so every run is a first visit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../tests/support/chromium';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run that could not measure the page (its trace failed) is no figure: the caller runs again.
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
      return value;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

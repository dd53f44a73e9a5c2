/**
 * Looks at a page the way a person would: loads it in headless Chromium at a given width, prints
 * console errors and the visible text, and saves a full-page screenshot.
 *   npx tsx scripts/screenshot.ts URL OUT.png [WIDTH]
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
const url = process.argv[2] ?? 'http://127.0.0.1:8099/';
const out = process.argv[3] ?? '/tmp/shot.png';
const width = Number(process.argv[4] ?? 390);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width, height: 800 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(2000);
await page.screenshot({ path: out, fullPage: true });
console.log(await page.evaluate(() => document.body.innerText.slice(0, 500)));
await browser.close();

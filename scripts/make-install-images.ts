/**
 * Renders the install images with the local Chromium: icons from public/icons/favicon.svg
 * (192, 512, and a maskable 512 whose artwork sits inside the 80% safe zone), and, given the URL
 * of a running app, the narrow and wide screenshots for the richer install sheet.
 *   npx tsx scripts/make-install-images.ts [http://127.0.0.1:8080]
 * The outputs are committed; rerun when the artwork or the home page changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import UPNG from 'upng-js';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const svg = readFileSync('public/icons/favicon.svg', 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();

async function icon(file: string, size: number, maskable: boolean) {
  await page.setViewportSize({ width: size, height: size });
  const art = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#5b21b6;display:grid;place-items:center">
         <div style="width:${size * 0.8}px;height:${size * 0.8}px">${svg.replace('rx="96"', 'rx="0"')}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${art}`,
  );
  // Chromium writes full-colour RGBA; the flat artwork fits a 256-colour palette at half the bytes
  // (the 192 px icon is precached for notifications, so its bytes count on every install).
  const shot = await page.screenshot({ omitBackground: !maskable });
  const decoded = UPNG.decode(new Uint8Array(shot).buffer);
  const [rgba] = UPNG.toRGBA8(decoded);
  if (!rgba) throw new Error(`${file}: no image`);
  writeFileSync(`public/icons/${file}`, Buffer.from(UPNG.encode([rgba], size, size, 256)));
}

await icon('icon-192.png', 192, false);
await icon('icon-512.png', 512, false);
await icon('icon-maskable-512.png', 512, true);

const appUrl = process.argv[2];
if (appUrl) {
  for (const [file, width, height] of [
    ['home-narrow.png', 390, 844],
    ['home-wide.png', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(appUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `public/screenshots/${file}` });
  }
}
await browser.close();

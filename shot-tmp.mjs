import { chromium } from '@playwright/test';
const [,, url, out, width = '390'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
console.log(await page.locator('main').innerText());
await browser.close();

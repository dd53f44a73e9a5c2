/**
 * The two drivers: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, and WebKitGTK's
 * MiniBrowser (Safari's engine family) through WebKitWebDriver and selenium-webdriver, its default
 * page cache on (turning it off hid issue #59's blank pages). Playwright cannot drive either stock
 * browser.
 */
import { writeFileSync } from 'node:fs';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote/index.js';
import { describe, sent, type Engine, type EnginePage, type Target } from './engine-page';
import { findInPage, hydrated } from './find-in-page';

export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const WAIT_MS = 20_000;

/**
 * A page script as one expression, its arguments written in. The test runner's compiler wraps
 * named functions in `__name(...)`, which the page does not have: the wrapper gives it one.
 */
function expression(script: (...args: never[]) => unknown, args: unknown[]): string {
  const call = `(${script.toString()})(...${JSON.stringify(args)})`;
  return `(() => { const __name = (f) => f; return ${call}; })()`;
}

/** Polls until `probe` answers something other than null, undefined or false. */
export async function until<T>(what: string, probe: () => Promise<T>, ms = WAIT_MS): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  let lastError: unknown;
  for (;;) {
    try {
      const answer = await probe();
      if (answer !== null && answer !== undefined && answer !== false) return answer;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `waited ${ms} ms for ${what}${lastError instanceof Error ? ` (last: ${lastError.message})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** What the two drivers share: loading, waiting for the app, finding by role and name. */
abstract class DrivenPage implements EnginePage {
  constructor(protected readonly baseUrl: string) {}

  protected abstract load(url: string): Promise<void>;
  protected abstract find(target: Target): Promise<WebElement | ElementHandle | null>;
  abstract evaluate<T>(script: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  abstract reload(): Promise<void>;
  abstract url(): Promise<string>;
  abstract screenshot(file: string): Promise<void>;
  abstract close(): Promise<void>;
  protected abstract press(element: WebElement | ElementHandle): Promise<void>;
  protected abstract keys(element: WebElement | ElementHandle, text: string): Promise<void>;

  async goto(path: string): Promise<void> {
    await this.load(new URL(path, this.baseUrl).href);
    await until(`${path} to be taken over by the app`, () => this.evaluate(hydrated));
  }

  protected element(target: Target) {
    return until(describe(target), () => this.find(target));
  }

  async click(target: Target): Promise<void> {
    await this.press(await this.element(target));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.keys(await this.element(target), text);
  }
}

class PuppeteerPage extends DrivenPage {
  constructor(
    baseUrl: string,
    private readonly page: Page,
    private readonly done: () => Promise<void>,
  ) {
    super(baseUrl);
  }
  protected async load(url: string) {
    try {
      await this.page.goto(url, { waitUntil: 'load' });
    } catch (error) {
      // Firefox aborts a load that meets the app's own navigation still under way (a click's
      // route change): the person would simply open the address again.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      await this.page.goto(url, { waitUntil: 'load' });
    }
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  protected async find(target: Target) {
    const handle = await this.page.evaluateHandle(expression(findInPage, [sent(target)]));
    const element = handle.asElement() as ElementHandle | null;
    if (!element) await handle.dispose();
    return element;
  }
  async evaluate<T>(script: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(expression(script, args))) as T;
  }
  protected async press(element: ElementHandle) {
    await element.click();
  }
  protected async keys(element: ElementHandle, text: string) {
    await element.type(text);
  }
  url() {
    return Promise.resolve(this.page.url());
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file, fullPage: true });
  }
  close() {
    return this.done();
  }
}

export const firefox: Engine = {
  name: 'Firefox ESR',
  async open(baseUrl, width) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      defaultViewport: { width, height: 900 },
    });
    const page = await browser.newPage();
    return new PuppeteerPage(baseUrl, page, () => browser.close());
  },
};

class SeleniumPage extends DrivenPage {
  constructor(
    baseUrl: string,
    private readonly driver: WebDriver,
    private readonly done: () => Promise<void>,
  ) {
    super(baseUrl);
  }
  protected async load(url: string) {
    await this.driver.get(url);
  }
  async reload() {
    await this.driver.navigate().refresh();
  }
  protected async find(target: Target) {
    const found: unknown = await this.driver.executeScript(
      `return ${expression(findInPage, [sent(target)])};`,
    );
    return (found as WebElement | null) ?? null;
  }
  async evaluate<T>(script: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    return await this.driver.executeScript(`return ${expression(script, args)};`);
  }
  protected async press(element: WebElement) {
    await element.click();
  }
  protected async keys(element: WebElement, text: string) {
    await element.sendKeys(text);
  }
  url() {
    return this.driver.getCurrentUrl();
  }
  async screenshot(file: string) {
    writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
  }
  close() {
    return this.done();
  }
}

export const webkit: Engine = {
  name: 'WebKitGTK',
  async open(baseUrl, width) {
    const service = new DriverService.Builder(WEBKIT_DRIVER).setLoopback(true).build();
    const driverUrl = await service.start();
    const driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width, height: 900 });
    return new SeleniumPage(baseUrl, driver, async () => {
      await driver.quit();
      await service.kill();
    });
  },
};

/**
 * A second WCAG 2 AA checker beside axe: Squiz's HTML_CodeSniffer, which reads contrast and
 * names its own way and so finds what axe passes (issue "Spec 1 loose ends": the red asterisk of
 * a required field, a linked logo named only by aria-label).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface Finding {
  code: string;
  message: string;
  element: string;
}

/** The errors (not warnings or notices) HTML_CodeSniffer finds on the page against WCAG 2 AA. */
export async function htmlCodeSnifferErrors(page: Page): Promise<Finding[]> {
  // Evaluated, not added as a script tag: the site's CSP allows no inline scripts.
  await page.evaluate(source);
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: message.element.outerHTML.slice(0, 160),
                })),
            ),
          (error) => reject(new Error(String(error))),
          'en',
        );
      }),
  );
}

/** The part of HTML_CodeSniffer's browser API used here. */
interface HtmlCs {
  process(
    standard: string,
    content: Document,
    done: () => void,
    failed: (error: unknown) => void,
    language: string,
  ): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

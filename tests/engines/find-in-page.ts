/**
 * Scripts that run inside the page under test, sent as source text: each is self-contained (it
 * closes over nothing), since a driver serialises it.
 */
import type { SentTarget } from './engine-page';

/** The first visible element of a role whose name matches, as a person would pick it out. */
export function findInPage(target: SentTarget): Element | null {
  const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
  const selectors: Record<SentTarget['role'], string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    field: 'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), select, textarea',
    radio: 'input[type="radio"], [role="radio"]',
    dialog: '[role="dialog"], dialog[open]',
    text: 'body *',
  };
  const textOf = (ids: string) =>
    ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return normalised(textOf(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return normalised(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return normalised(Array.from(labels, (each) => each.textContent ?? '').join(' '));
    return normalised(element.textContent ?? '');
  };
  const matches = (name: SentTarget['name'], text: string) =>
    typeof name === 'string' ? text === name : new RegExp(name.source, name.flags).test(text);
  const visible = (element: Element) => {
    // A radio or checkbox may be drawn by its label, the input itself hidden.
    const shown = (element as HTMLInputElement).labels?.[0] ?? element;
    const box = shown.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(shown).visibility !== 'hidden';
  };
  const find = (wanted: SentTarget, scope: ParentNode): Element | null => {
    const inside = wanted.within ? find(wanted.within, scope) : scope;
    if (!inside) return null;
    const candidates = Array.from(inside.querySelectorAll(selectors[wanted.role])).filter(
      (element) => visible(element) && matches(wanted.name, nameOf(element)),
    );
    // Text: the innermost element that says it, not every ancestor.
    if (wanted.role === 'text')
      return (
        candidates.find(
          (element) => !candidates.some((other) => other !== element && element.contains(other)),
        ) ?? null
      );
    return candidates[0] ?? null;
  };
  return find(target, document);
}

/**
 * Errors the page meets from now on, as the engines without a page-error channel (WebKit's
 * WebDriver) can read them: uncaught errors, rejections and console errors (React logs what it
 * recovered from, a hydration mismatch among them). Installed once per document.
 */
export function watchErrors(): void {
  const page = window as unknown as { journeyErrors?: string[] };
  if (page.journeyErrors) return;
  const errors: string[] = [];
  page.journeyErrors = errors;
  window.addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`rejection: ${String(event.reason)}`));
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    logError(...args);
  };
}

export function watchedErrors(): string[] {
  return (window as unknown as { journeyErrors?: string[] }).journeyErrors ?? [];
}

/** The page's text as a person reads it. */
export const pageText = (): string => document.body.innerText;

/** Whether the app has taken over the page (hydrated a prerendered one, or rendered the shell). */
export const hydrated = (): boolean => document.documentElement.hasAttribute('data-hydrated');

/** Whether the error-reporting SDK has loaded (it sends what waited for it at once). */
export const reportingLoaded = (): boolean =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/assets/error-reporting-sdk-'));

/** Whether a service worker controls the page. */
export const controlled = (): boolean => Boolean(navigator.serviceWorker?.controller);

/** Whether a read of the device's query store (idb-keyval's database) finishes within `ms`. */
export function storeAnswers(ms: number): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(`did not answer a read within ${ms} ms`), ms);
    const opening = indexedDB.open('keyval-store');
    opening.onerror = () => resolve(`could not be opened: ${String(opening.error)}`);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve('answered');
      const read = db.transaction('keyval').objectStore('keyval').getAllKeys();
      read.onsuccess = () => {
        db.close();
        resolve('answered');
      };
      read.onerror = () => resolve(`failed a read: ${String(read.error)}`);
    };
  });
}

/** Whether the device's saved query cache holds a query whose key starts so (its JSON, unclosed). */
export function deviceHolds(keyStart: string): Promise<boolean> {
  return new Promise((resolve) => {
    const opening = indexedDB.open('keyval-store');
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve(false);
      const read = db.transaction('keyval').objectStore('keyval').getAll();
      read.onsuccess = () => {
        db.close();
        const saved = read.result as { clientState?: { queries: { queryHash: string }[] } }[];
        resolve(
          saved.some((entry) =>
            entry.clientState?.queries.some((query) => query.queryHash.startsWith(keyStart)),
          ),
        );
      };
      read.onerror = () => resolve(false);
    };
  });
}

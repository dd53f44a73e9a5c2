/**
 * What a journey needs of a browser, the same in every engine the suite drives beside Playwright's
 * Chromium (Firefox ESR over WebDriver BiDi, WebKitGTK over classic WebDriver): a page to load,
 * elements found as a person finds them (a role and a name, in the page, by ./find-in-page), a
 * click, typing, and a script's answer. Each driver implements it in a few lines.
 */

/** An element as a person names it: its role and its visible (or labelled) name. */
export interface Target {
  role: 'button' | 'link' | 'heading' | 'field' | 'radio' | 'dialog' | 'text';
  name: string | RegExp;
  /** Only inside the element of this role and name (a dialog, a region). */
  within?: Target;
}

export interface EnginePage {
  /** Loads an address of the server (a full page load) and waits for the app to take it over. */
  goto(path: string): Promise<void>;
  /** Reloads, without waiting for the app (an offline start may show a prerendered page alone). */
  reload(): Promise<void>;
  /** Runs a script in the page; it may return a promise. Its arguments are JSON. */
  evaluate<T>(script: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  click(target: Target): Promise<void>;
  type(target: Target, text: string): Promise<void>;
  /** The page's address. */
  url(): Promise<string>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A browser with a fresh profile, its page at this width (MiniBrowser is never under 447 px). */
  open(baseUrl: string, width: number): Promise<EnginePage>;
}

/** A target's name as JSON: a RegExp does not cross into the page. */
export type SentTarget = Omit<Target, 'name' | 'within'> & {
  name: { source: string; flags: string } | string;
  within?: SentTarget;
};

export function sent(target: Target): SentTarget {
  const { name, within } = target;
  return {
    role: target.role,
    name: typeof name === 'string' ? name : { source: name.source, flags: name.flags },
    ...(within ? { within: sent(within) } : {}),
  };
}

export const describe = (target: Target): string =>
  `${target.role} "${String(target.name)}"${target.within ? ` in ${describe(target.within)}` : ''}`;

/**
 * The web manifest as this site serves it (issue 41): the build's, with the shortcuts (the
 * installed app's long-press menu) of pages this site offers. A shortcut to a page whose
 * capability no segment holds here (SUPPRESS_CAPABILITIES) would open the 404 page, so it goes.
 * Not precached by the worker: the browser reads it online, when it installs or updates the app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { CapabilityName } from '@contract/capability-names';
import { capabilities } from '../services/main/capabilities';
import type { AppEnv } from './app-env';

/** What each shortcut's page needs; every shortcut of the manifest is listed (a test checks). */
export const SHORTCUT_CAPABILITIES: Record<string, CapabilityName[]> = {
  '/lotto-results': [],
  '/my-account/upcoming-tickets': ['viewing_orders'],
  '/lotto-party': ['social_syndicates'],
  '/cart': [],
};

interface Manifest {
  shortcuts?: { url: string }[];
}

/** The shortcuts whose pages some segment of the site may open. */
export function offeredShortcuts<T extends { url: string }>(
  shortcuts: readonly T[],
  suppressed: readonly CapabilityName[],
): T[] {
  const held = capabilities(suppressed).segments.map(
    (segment) => new Set(segment.capabilities.filter((name) => !segment.suppressed.includes(name))),
  );
  return shortcuts.filter((shortcut) => {
    const needs = SHORTCUT_CAPABILITIES[shortcut.url];
    return needs !== undefined && held.some((names) => needs.every((name) => names.has(name)));
  });
}

export function mountWebManifest(app: Hono<AppEnv>, distDir: string): void {
  let built: Manifest | undefined;
  app.get('/manifest.webmanifest', (c) => {
    built ??= JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as Manifest;
    const manifest = {
      ...built,
      shortcuts: offeredShortcuts(built.shortcuts ?? [], c.var.config.suppressedCapabilities),
    };
    c.header('Content-Type', 'application/manifest+json');
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(manifest));
  });
}

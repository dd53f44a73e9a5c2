import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHORTCUT_CAPABILITIES, offeredShortcuts } from './web-manifest';

const built = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as { shortcuts: { url: string }[] };

describe('the web manifest’s shortcuts', () => {
  it('are each listed with what their page needs', () => {
    expect(built.shortcuts.map((shortcut) => shortcut.url).sort()).toEqual(
      Object.keys(SHORTCUT_CAPABILITIES).sort(),
    );
  });

  it('follow the capabilities the site holds', () => {
    const urls = (suppressed: Parameters<typeof offeredShortcuts>[1]) =>
      offeredShortcuts(built.shortcuts, suppressed).map((shortcut) => shortcut.url);
    expect(urls([])).toEqual(['/lotto-results', '/my-account/upcoming-tickets', '/lotto-party', '/cart']);
    expect(urls(['social_syndicates', 'viewing_orders'])).toEqual(['/lotto-results', '/cart']);
  });
});

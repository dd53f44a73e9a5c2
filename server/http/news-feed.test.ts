import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

describe('the news feed', () => {
  it('lists the published posts newest first as Atom, drafts and archived posts left out', async () => {
    const { app } = await testApp();
    const response = await app.request('/blog/feed.atom');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = await response.text();
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const entries = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
    expect(entries).toHaveLength(12);
    expect(entries[0]).toContain('<title>Powerball jackpots to $35 million this Thursday</title>');
    expect(entries[0]).toContain('<category term="news" label="Lucky Dip news"/>');
    const published = entries.map((entry) => /<published>([^<]+)<\/published>/.exec(entry)![1]!);
    expect(published).toEqual([...published].sort().reverse());
    expect(feed).not.toContain('christmas-draw-calendar');
    expect(feed).not.toContain('winter-raffle-results');
  });

  it('is not there while the blog capability is suppressed', async () => {
    const { app } = await testApp({ suppressedCapabilities: ['blog'] });
    expect((await app.request('/blog/feed.atom')).status).toBe(404);
  });
});

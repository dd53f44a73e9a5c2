import { describe, expect, it } from 'vitest';
import {
  cssForRoutes,
  pageFile,
  pageHtml,
  routeIdOfFile,
  scriptJson,
  splitHoisted,
  splitSharedQueries,
  startAfterPaint,
} from './prerender-html';

describe('putting a prerendered page together', () => {
  it('moves the tags React hoisted to the front into the head', () => {
    const { head, body } = splitHoisted(
      '<link rel="preload" as="image" href="/logo"/><title>Powerball | Lucky Dip</title><meta name="description" content="x"/><div>page</div>',
    );
    expect(head).toBe(
      '<link rel="preload" as="image" href="/logo"/><title>Powerball | Lucky Dip</title><meta name="description" content="x"/>',
    );
    expect(body).toBe('<div>page</div>');
  });

  it('names the route each route file defines', () => {
    expect(routeIdOfFile('src/routes/index.tsx?tsr-split=component')).toBe('/');
    expect(routeIdOfFile('src/routes/$productOfferKey/index.tsx')).toBe('/$productOfferKey/');
    expect(routeIdOfFile('src/routes/_customer/cart/replay.$replayId.tsx')).toBe(
      '/_customer/cart/replay/$replayId',
    );
    expect(routeIdOfFile('src/routes/lotto-tickets.tsx?tsr-split=loader---component')).toBe('/lotto-tickets');
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('src/routes/-components/offer-page.tsx')).toBeUndefined();
  });

  it('links the CSS of the chunks the routes load, not the entry’s', () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/app.js', css: ['assets/app.css'], isEntry: true },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes.js', css: ['assets/routes.css'] },
      'src/routes/$productOfferKey/index.tsx?tsr-split=component': {
        file: 'assets/offer.js',
        imports: ['_offer-page.js', 'src/main.tsx'],
      },
      '_offer-page.js': { file: 'assets/offer-page.js', css: ['assets/offer-page.css'] },
    };
    expect(cssForRoutes(manifest, ['__root__', '/'])).toEqual(['/assets/routes.css']);
    expect(cssForRoutes(manifest, ['__root__', '/$productOfferKey/'])).toEqual(['/assets/offer-page.css']);
  });

  it('puts the page into the shell, with its state as JSON that cannot close its script, and links each stylesheet once', () => {
    const shell =
      '<html><head>\n<meta name="description" content="Lucky Dip" />\n<title>Lucky Dip</title>\n<link rel="stylesheet" href="/assets/app.css">\n</head><body><div id="root"></div></body></html>';
    const html = pageHtml(shell, {
      path: '/about',
      head: '<title>About | Lucky Dip</title>',
      body: '<main>About</main>',
      css: ['/assets/app.css', '/assets/a.css'],
      state: { text: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain(
      '<title>About | Lucky Dip</title><link rel="stylesheet" crossorigin href="/assets/a.css"></head>',
    );
    expect(html).not.toContain('content="Lucky Dip"');
    expect(html.match(/app\.css/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main>About</main></div><script type="application/json"');
    expect(html).not.toContain('</script><script>alert');
    expect(JSON.parse(scriptJson({ a: '<b>' }))).toEqual({ a: '<b>' });
  });

  it('leaves the app’s scripts to the boot script, in the build’s order', () => {
    const shell =
      '<head><script type="module" crossorigin src="/assets/vendor.js"></script>\n    <script type="module" crossorigin src="/assets/app.js"></script>\n    <link rel="stylesheet" href="/assets/app.css"></head>';
    const html = startAfterPaint(shell, '/assets/boot.js');
    expect(html).not.toContain('src="/assets/app.js"');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot.js" data-modules="/assets/vendor.js /assets/app.js"></script></head>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(() => startAfterPaint('<head></head>', '/assets/boot.js')).toThrow();
  });

  it('writes each page to its own index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about/faq')).toBe('about/faq/index.html');
  });

  it('puts the queries pages of several sections carry in one shared file, and leaves each page its own', () => {
    const q = (queryHash: string) => ({ queryHash, state: { data: queryHash } });
    const { shared, own } = splitSharedQueries([
      { path: '/about', state: { queries: [q('config'), q('offers'), q('page-about')] } },
      { path: '/powerball', state: { queries: [q('config'), q('offers'), q('program')] } },
      { path: '/powerball/statistics', state: { queries: [q('config'), q('statistics'), q('program')] } },
    ]);
    expect(shared.map((query) => query.queryHash)).toEqual(['config', 'offers']);
    // Read by two pages of one section: each carries it, and the other sections never load it.
    expect(own.map((state) => state.queries.map((query) => query.queryHash))).toEqual([
      ['page-about'],
      ['program'],
      ['statistics', 'program'],
    ]);
  });
});

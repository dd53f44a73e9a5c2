/**
 * The DOM project's setup: what Mantine needs of a browser that happy-dom leaves out, and a clean
 * page after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// A signed-in page test (render.tsx's renderPage) leaves its session cookies behind; the next
// test starts signed out.
afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()))
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
});

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

if (!window.matchMedia) {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Mantine's Textarea listens for web fonts loading, to size itself again.
if (!('fonts' in document)) Object.assign(document, { fonts: new EventTarget() });

/**
 * The one script a prerendered page runs by itself (issue "First paint"). The page's HTML is
 * already the page: the browser shows it once its CSS is in, and the app's scripts only make it
 * interactive. They are fetched once the page has painted, so that neither their download nor
 * their evaluation (most of a second on a phone) holds back the first paint.
 */
import { hasConsentCookie } from '../lib/consent-cookie';

// The consent banner is in the page but hidden: shown at once where no choice was saved, as the
// app would show it, and never shown (not even for a frame) where one was.
if (!hasConsentCookie(document.cookie)) document.documentElement.dataset.consentNeeded = '';

async function start() {
  const modules =
    document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? [];
  // Fetched side by side, then run one per task in the order the build lists them (each after
  // those it imports): evaluating them all at once is one long task that blocks input.
  for (const src of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = src;
    document.head.append(link);
  }
  for (const src of modules) {
    await import(/* @vite-ignore */ src);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

// A frame's callbacks run before it paints: the task they queue runs after. A hidden page paints
// no frames: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();

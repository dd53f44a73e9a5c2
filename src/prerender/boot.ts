/**
 * The one script a prerendered page runs by itself (issue "First paint"). The page's HTML is
 * already the page: the browser shows it once its CSS is in, and the app's scripts only make it
 * interactive. They are fetched once the page has painted, so that neither their download nor
 * their evaluation (most of a second on a phone) holds back the first paint.
 */
import { hasConsentCookie } from '@/lib/consent-cookie';
import { nextTask } from '@/lib/next-task';

// The consent banner is in the page but hidden: shown at once where no choice was saved, as the
// app would show it, and never shown (not even for a frame) where one was.
if (!hasConsentCookie(document.cookie)) document.documentElement.dataset.consentNeeded = '';

// A signed-in customer's page is built for a visitor, with Login in the header: hidden (its place
// kept) until the app has put the account button there, so the header never reads Login first.
if (/(?:^|;\s*)customer_token=[\w-]/.test(document.cookie)) document.documentElement.dataset.customer = '';

/**
 * Taps and keys on the page's controls before the app has taken it over would do nothing: they are
 * held from the first paint and replayed on the same elements once the page has hydrated (as
 * Angular's event replay does), so a customer on a slow phone loses none (a radio or checkbox
 * ticked natively would be unticked by hydration). Links and text fields work without the app and
 * are left alone; a native control's keys arrive as its click.
 */
const CONTROL =
  'button,input[type=checkbox],input[type=radio],[role=button],[role=gridcell],[role=checkbox],[role=radio],[role=tab],[role=switch]';
const held: { target: Element; event: Event }[] = [];
const hold = (event: Event) => {
  const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (
    !target ||
    (event instanceof KeyboardEvent && (event.key === 'Tab' || /^(button|input)$/.test(target.localName)))
  )
    return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ target, event });
};
const replayed = new MutationObserver(() => {
  if (document.documentElement.dataset.hydrated === undefined) return;
  replayed.disconnect();
  for (const type of ['click', 'keydown']) document.removeEventListener(type, hold, true);
  for (const { target, event } of held.splice(0)) {
    // A key goes where focus is now: an arrow replayed before it has moved it there.
    const focused = document.activeElement?.closest(CONTROL);
    if (event instanceof KeyboardEvent)
      (focused ?? target).dispatchEvent(new KeyboardEvent('keydown', event));
    else if (target.isConnected && target instanceof HTMLElement) target.click();
  }
});
for (const type of ['click', 'keydown']) document.addEventListener(type, hold, true);
replayed.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });

async function start() {
  // The locale data the page's dates and amounts need is loaded off the main thread meanwhile
  // (./warm-locale-data.ts); without workers, the first component that formats loads it.
  if (typeof Worker === 'function')
    new Worker(new URL('./warm-locale-data.ts', import.meta.url), { type: 'module' }).postMessage(
      document.documentElement.lang,
    );
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
    await nextTask();
  }
}

// A frame's callbacks run before it paints: the task they queue runs after. A hidden page paints
// no frames: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();

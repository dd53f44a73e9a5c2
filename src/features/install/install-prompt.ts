/**
 * The browser's own install prompt (`beforeinstallprompt`, Chromium) fires once, early, often
 * before the /app page's code has loaded: the entry only keeps it (and the browser's mini-infobar
 * back) until that page offers it (./install-this-app).
 */
let early: Event | undefined;

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    early = event;
  });
}

/** The prompt the browser sent before the page that offers it was there, taken once. */
export function takeEarlyInstallPrompt(): Event | undefined {
  const event = early;
  early = undefined;
  return event;
}

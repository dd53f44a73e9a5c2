import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the device's query cache holds an answer whose key contains `fragment`. The app
 * saves it when the browser is next idle: a test that leaves by a full load (or goes offline)
 * before then may find it missing, as a phone switched off that moment would.
 */
export async function savedOnDevice(page: Page, fragment: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onsuccess = () => {
                const read = open.result
                  .transaction('keyval')
                  .objectStore('keyval')
                  .get('luckydip-query-cache');
                read.onsuccess = () => {
                  const saved = read.result as
                    { clientState?: { queries: { queryHash: string }[] } } | undefined;
                  resolve(
                    saved?.clientState?.queries.some((query) => query.queryHash.includes(wanted)) ?? false,
                  );
                };
                read.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
          fragment,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Page titles take the form "{title} | {siteName}" (spec 1 §2); the home page is the site name. */
export function pageTitle(title: string | undefined, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

export function robotsContent(disableIndexing: boolean): string {
  return disableIndexing ? 'noindex, nofollow' : 'index, follow';
}

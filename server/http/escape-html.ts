/** Text made safe to put in the HTML or XML the server writes itself (the sandbox's pages, the sitemap, the news feed). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

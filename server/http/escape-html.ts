/** Text made safe to put in the HTML of the pages the server writes itself (the sandbox's). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

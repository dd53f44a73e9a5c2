/** The sandbox mailbox page: every email the API "sent", newest first, for people to read. */
import type { MailboxEntry } from '../db/mailbox';
import { SITE_LOCALE } from '../domain/site-locale';
import { escapeHtml } from '../http/escape-html';

export function mailboxPage(entries: MailboxEntry[], to: string | undefined): string {
  const items = entries
    .map(
      (entry) => `<article><h2>${escapeHtml(entry.subject)}</h2>
<p class="meta">To ${escapeHtml(entry.to)} · ${escapeHtml(entry.sentAt)}</p>
<pre>${escapeHtml(entry.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${SITE_LOCALE}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap}</style></head><body>
<h1>Sandbox mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label>
<button>Show</button></form>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

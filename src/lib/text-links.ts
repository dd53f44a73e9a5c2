/**
 * The links in a content page's text: phone numbers and email addresses as the parts a tap can dial
 * or write to (#38: the contact page's phone and email are links), and an editor's links to the
 * site's own pages, written `[Take a break](/my-account/take-a-break)`.
 */
const LINKED =
  /\[([^\]]+)\]\((\/[^\s)]*)\)|(\b1[38]00 \d{3} \d{3}\b|\b1[38]00\d{6}\b|\b0\d(?: ?\d){8}\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** A run of text; with `href` a link (`page`: one of the site's own pages, else tel: or mailto:). */
export type TextPart = { text: string; href?: string; page?: boolean };

export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINKED)) {
    const [found, label, path, contact] = match;
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at) });
    if (label !== undefined && path !== undefined) parts.push({ text: label, href: path, page: true });
    else if (contact !== undefined)
      parts.push({
        text: contact,
        href: contact.includes('@') ? `mailto:${contact}` : `tel:${contact.replace(/\s/g, '')}`,
      });
    from = at + found.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

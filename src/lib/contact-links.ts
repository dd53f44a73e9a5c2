/**
 * Phone numbers and email addresses in a content page's text, as the parts a tap can dial or
 * write to (#38: the contact page's phone and email are links).
 */
const CONTACT = /(\b1[38]00 \d{3} \d{3}\b|\b1[38]00\d{6}\b|\b0\d(?: ?\d){8}\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

export type TextPart = { text: string; href?: string };

export function contactParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CONTACT)) {
    const found = match[0];
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({
      text: found,
      href: found.includes('@') ? `mailto:${found}` : `tel:${found.replace(/\s/g, '')}`,
    });
    from = at + found.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/**
 * Content visibility (spec 3 §4): content shows only when published and its publication date is
 * empty or past; previews also see drafts and archived items. Shared with the reference API, which
 * enforces it, so the PWA's preview and the server agree.
 */
export type ContentStatus = 'published' | 'draft' | 'archived';

export interface Publishable {
  status: ContentStatus;
  datePublished?: string | null;
}

export function isContentVisible(item: Publishable, now: Date, preview = false): boolean {
  const statusAllowed =
    item.status === 'published' || (preview && (item.status === 'draft' || item.status === 'archived'));
  if (!statusAllowed) return false;
  if (!item.datePublished) return true;
  const published = Date.parse(item.datePublished);
  return Number.isNaN(published) ? false : published <= now.getTime();
}

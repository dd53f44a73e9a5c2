/**
 * Content visibility (spec 3 §4): content shows only when published and its publication date is
 * empty or past; previews also see drafts and archived items. The reference API enforces it and
 * the PWA's previews follow it, so the two agree.
 */
export const CONTENT_STATUSES = ['published', 'draft', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

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

/**
 * A content picture at one of the widths pages ask for (`?width=`), as WebP: what a real content
 * service's asset transforms do (Directus's, on the same library). Vector artwork is drawn at that
 * width rather than scaled from a small raster, so it is sharp on every screen.
 *
 * Each rendering is kept in memory: a file is never replaced under its id (the store keeps the
 * first it was given), so a kept rendering cannot go stale. The few widths cap how many there are.
 */
import sharp from 'sharp';
import type { ImageWidth } from '@contract/content-images';

const KEPT = 200;
const kept = new Map<string, Promise<Buffer>>();

/** At most 2,400 dpi: librsvg's own ceiling on an SVG's density. */
const MAX_DENSITY = 2400;

async function render(data: Uint8Array, type: string, width: ImageWidth): Promise<Buffer> {
  let density: number | undefined;
  if (type === 'image/svg+xml') {
    const natural = (await sharp(data).metadata()).width;
    density = Math.min(MAX_DENSITY, Math.ceil((72 * width) / natural));
  }
  return sharp(data, { density })
    .resize({ width, withoutEnlargement: !density })
    .webp({ quality: 78 })
    .toBuffer();
}

export function sizedImage(id: string, data: Uint8Array, type: string, width: ImageWidth): Promise<Buffer> {
  const key = `${id}@${width}`;
  const found = kept.get(key);
  if (found) return found;
  const made = render(data, type, width);
  // A failed rendering is not kept: the next request tries again.
  made.catch(() => kept.delete(key));
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value ?? key);
  kept.set(key, made);
  return made;
}

/**
 * A picture from the content service (a raffle's prize, a cause), offered at the widths the service
 * renders (`srcset`), so a phone fetches a small one and a wide screen a sharp one. Its box is
 * sized before it loads (no shift). A page's main picture is fetched first and preloaded from the
 * page's head; the others wait until they scroll near.
 */
import { preload } from 'react-dom';
import { IMAGE_WIDTHS, sizedImageUrl } from '@contract/content-images';
import classes from './content-image.module.css';

export function ContentImage({
  url,
  alt,
  sizes,
  main = false,
  className,
}: {
  url: string;
  /** Empty where the words beside it already say what it shows. */
  alt: string;
  /** How wide it shows, as `<img sizes>` says it. */
  sizes: string;
  /** The page's main picture: its largest paint. */
  main?: boolean;
  className?: string;
}) {
  const srcSet = IMAGE_WIDTHS.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(', ');
  const src = sizedImageUrl(url, 640);
  if (main) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <img
      className={className ? `${classes.picture} ${className}` : classes.picture}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={1280}
      height={720}
      loading={main ? 'eager' : 'lazy'}
      fetchPriority={main ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** A list line's picture, beside the words that say what it shows (so it says nothing itself). */
export const ContentThumbnail = ({ url }: { url: string }) => (
  <ContentImage url={url} alt="" sizes="4.5rem" className={classes.thumbnail} />
);

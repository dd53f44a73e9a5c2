/**
 * Title, description, canonical, robots and Open Graph tags for the page being shown. React 19
 * hoists these elements into <head> wherever they render, and removes them with the page.
 */
import { pageTitle, robotsContent } from '@/lib/page-title';

export interface PageMetaProps {
  title?: string;
  description?: string;
  siteName: string;
  /** Site origin from configuration, so canonical URLs do not depend on how the page was reached. */
  baseUrl: string;
  path: string;
  disableIndexing: boolean;
  image?: string;
  /** A news post: Open Graph's article type, when it was published and in which section. */
  article?: { publishedTime?: string; section: string };
}

export function PageMeta({
  title,
  description,
  siteName,
  baseUrl,
  path,
  disableIndexing,
  image,
  article,
}: PageMetaProps) {
  const fullTitle = pageTitle(title, siteName);
  const url = new URL(path, baseUrl).href;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <meta name="robots" content={robotsContent(disableIndexing)} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article?.publishedTime && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:section" content={article.section} />}
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={new URL(image, baseUrl).href} />}
    </>
  );
}

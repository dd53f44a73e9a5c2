/**
 * The widths the content service renders a picture at (`/api/cms/files/{id}?width=640`), so a page
 * can offer the browser a `srcset` and it fetches no more pixels than the screen shows. A fixed
 * list: each width is rendered once and kept, and nobody can make the service render thousands.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (width: number): width is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(width);

/** A content file's address: public, loaded straight from <img>. */
export const contentFileUrl = (id: string) => `/api/cms/files/${encodeURIComponent(id)}`;

/** A content file's address at one of the widths. */
export const sizedImageUrl = (url: string, width: ImageWidth) => `${url}?width=${width}`;

/**
 * The content service's files (logos, images) at /api/cms/files, served like the site's other
 * static assets rather than as calls of the API: public and unsigned, because the browser loads them
 * straight from <img> tags, which cannot carry signature headers. A picture is also served at one
 * of the widths of a `srcset` (`?width=640`), as WebP.
 */
import { Hono } from 'hono';
import { isImageWidth } from '@contract/content-images';
import { sizedImage } from '../services/cms/sized-images';
import type { AppEnv } from './app-env';
import { Refused } from '../refusal';

export function cmsFiles(): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get('/:id', async (c) => {
    const id = c.req.param('id');
    const asked = c.req.query('width');
    const width = asked === undefined ? undefined : Number(asked);
    if (width !== undefined && !isImageWidth(width))
      throw Refused.of(400, 'bad_width', 'That width is not one the pictures are served at.');
    const file = await c.var.data.content.file(id);
    if (!file) throw Refused.of(404, 'not_found', 'There is no such file.');
    if (width === undefined) {
      c.header('Content-Type', file.type);
      return c.body(new Uint8Array(file.data));
    }
    if (!file.type.startsWith('image/'))
      throw Refused.of(400, 'not_an_image', 'Only a picture is served at a width.');
    c.header('Content-Type', 'image/webp');
    return c.body(new Uint8Array(await sizedImage(id, file.data, file.type, width)));
  });
  return files;
}

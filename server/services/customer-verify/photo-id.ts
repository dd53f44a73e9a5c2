/**
 * Photo ID uploads (spec 1 §7, POST /customer/verification): each file's type is read from its
 * first bytes, never from its name or the browser's claim, so a renamed document or program is
 * refused. Accepted files are written under the data directory, named by the server, and are never
 * served back: only the people reviewing them open them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PHOTO_ID_MAX_BYTES,
  PHOTO_ID_MAX_FILES,
  PHOTO_ID_MESSAGES,
  type PhotoIdMediaType,
} from '@contract/verification';
import { Refused } from '../../refusal';

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1']);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** The image type the bytes are, or undefined when they are not a photo we accept. */
export function sniffPhoto(bytes: Uint8Array): PhotoIdMediaType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return undefined;
}

const EXTENSIONS: Record<PhotoIdMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

export interface AcceptedPhoto {
  mediaType: PhotoIdMediaType;
  bytes: Uint8Array;
}

/** Checks every file before any is kept: one bad file refuses the upload as a whole. */
export async function acceptPhotos(files: File[]): Promise<AcceptedPhoto[]> {
  const refuse = (message: string) => Refused.field('files', 'invalid_file', message);
  if (files.length === 0) throw refuse(PHOTO_ID_MESSAGES.none);
  if (files.length > PHOTO_ID_MAX_FILES) throw refuse(PHOTO_ID_MESSAGES.tooMany);
  const accepted: AcceptedPhoto[] = [];
  for (const file of files) {
    if (file.size > PHOTO_ID_MAX_BYTES) throw refuse(PHOTO_ID_MESSAGES.tooBig);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mediaType = sniffPhoto(bytes);
    if (!mediaType) throw refuse(PHOTO_ID_MESSAGES.notImage);
    accepted.push({ mediaType, bytes });
  }
  return accepted;
}

/** Writes the photo where only the server reads it; answers the name it was stored under. */
export async function storePhoto(dataDir: string, customerId: number, photo: AcceptedPhoto): Promise<string> {
  const folder = join(dataDir, 'verification-uploads', String(customerId));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${EXTENSIONS[photo.mediaType]}`;
  await writeFile(join(folder, name), photo.bytes, { mode: 0o600 });
  return `${customerId}/${name}`;
}

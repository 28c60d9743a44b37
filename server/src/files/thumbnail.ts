// A picture's thumbnail for lists and forms: at most THUMBNAIL_PX on a side, WebP, read from the
// stored file as a stream. A picture sharp cannot read is no picture: the upload refuses it.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FileStore } from './store.js';

export const THUMBNAIL_PX = 160;
/** Pixels a picture may have (a small file may claim a huge size to exhaust memory). */
const MAX_PIXELS = 50_000_000;

export const thumbnailKey = (id: string) => `${id}.thumb`;

/** Makes and stores the thumbnail of a stored picture; false when the picture cannot be read. */
export async function storeThumbnail(store: FileStore, id: string): Promise<boolean> {
  const source = await store.get(id);
  const resize = sharp({ limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 });
  source.on('error', (error) => resize.destroy(error));
  let thumbnail: Buffer;
  try {
    thumbnail = await source.pipe(resize).toBuffer();
  } catch {
    source.destroy();
    return false;
  }
  await store.put(thumbnailKey(id), Readable.from([thumbnail]));
  return true;
}

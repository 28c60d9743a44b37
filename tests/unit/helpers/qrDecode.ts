import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Reads the QR code in a PNG (bytes or a data URL) as a scanner would; null if none is found. */
export function decodeQrPng(png: Buffer | string): string | null {
  const bytes = typeof png === 'string' ? Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64') : png;
  const image = PNG.sync.read(bytes);
  const found = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  return found ? found.data : null;
}

import QRCode from 'qrcode';

// Medium error correction survives a scuffed sticker; a quiet zone of 4 modules is what
// scanners expect around a printed code.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** A PNG data URL of the QR code of `value`, `pixels` wide. Drawn in the browser, no service. */
export function qrDataUrl(value: string, pixels: number): Promise<string> {
  return QRCode.toDataURL(value, { ...OPTIONS, width: pixels });
}

/** A file name that every system accepts: the payload with unsafe characters replaced. */
export function qrFileName(value: string): string {
  const safe = value.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 80);
  return `${safe || 'qr-code'}.png`;
}

/** Saves the QR code of `value` as a 512 px PNG (large enough to print on an A6 label). */
export async function downloadQrPng(value: string): Promise<void> {
  const url = await qrDataUrl(value, 512);
  const link = document.createElement('a');
  link.href = url;
  link.download = qrFileName(value);
  document.body.appendChild(link);
  link.click();
  link.remove();
}

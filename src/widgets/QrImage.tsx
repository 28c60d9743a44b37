import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code drawn in the browser (no external service); loaded on demand. */
export default function QrImage({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return null;
  return <img src={src} width={size} height={size} alt={label} />;
}

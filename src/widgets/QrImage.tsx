import { useEffect, useState } from 'react';
import { qrDataUrl } from './qrPng';

interface Props {
  value: string;
  size?: number;
  /** Text alternative: what the code stands for. */
  label: string;
  /** Told once the image is drawn (e.g. so that a print sheet knows it is ready). */
  onReady?: () => void;
}

/** A QR code drawn in the browser (no external service); loaded on demand. */
export default function QrImage({ value, size = 160, label, onReady }: Props) {
  const [drawn, setDrawn] = useState<{ value: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    // Twice the shown size, so that it stays sharp on high-density screens and on paper.
    qrDataUrl(value, size * 2)
      .then((src) => live && setDrawn({ value, src }))
      .catch(() => live && setDrawn({ value, src: null }));
    return () => {
      live = false;
    };
  }, [value, size]);
  const src = drawn?.value === value ? drawn.src : undefined;
  if (!src) return <span style={{ display: 'inline-block', width: size, height: size }} aria-busy={src === undefined} />;
  return <img src={src} width={size} height={size} alt={label} onLoad={onReady} data-qr={value} style={{ display: 'block', imageRendering: 'pixelated' }} />;
}

// Saving a chart: the SVG recharts drew, painted on a canvas with its title and legend (which
// are HTML beside the SVG), as a PNG; and the chart's numbers as a CSV file.
import { downloadCSV } from 'react-admin';

export interface PngOptions {
  title: string;
  legend: readonly { label: string; color: string }[];
  background: string;
  textColor: string;
  fontFamily: string;
  fileName: string;
  /** Pixel density of the image (2: sharp on high-density screens and in print). */
  scale?: number;
}

const PAD = 16;
const TITLE_SIZE = 16;
const LEGEND_SIZE = 13;

function save(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The SVG as standalone markup: sized, namespaced, with the page's font (it is not inherited in an image). */
export function standaloneSvg(svg: SVGSVGElement, fontFamily: string): { markup: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.max(1, Math.round(box.width || Number(svg.getAttribute('width')) || 600));
  const height = Math.max(1, Math.round(box.height || Number(svg.getAttribute('height')) || 300));
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('style', `font-family: ${fontFamily}; font-size: 12px;`);
  return { markup: new XMLSerializer().serializeToString(clone), width, height };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('chart image'));
    image.src = src;
  });
}

/** Paints title, legend and chart on a canvas and saves it as `<fileName>.png`. */
export async function downloadChartPng(svg: SVGSVGElement, options: PngOptions): Promise<void> {
  const scale = options.scale ?? 2;
  const { markup, width, height } = standaloneSvg(svg, options.fontFamily);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
  const legendTop = PAD + TITLE_SIZE + 12;
  const chartTop = legendTop + (options.legend.length > 0 ? LEGEND_SIZE + 14 : 0);
  const canvas = document.createElement('canvas');
  canvas.width = (width + PAD * 2) * scale;
  canvas.height = (chartTop + height + PAD) * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.scale(scale, scale);
  ctx.fillStyle = options.background;
  ctx.fillRect(0, 0, width + PAD * 2, chartTop + height + PAD);
  ctx.fillStyle = options.textColor;
  ctx.textBaseline = 'top';
  ctx.font = `600 ${TITLE_SIZE}px ${options.fontFamily}`;
  ctx.fillText(options.title, PAD, PAD);
  ctx.font = `${LEGEND_SIZE}px ${options.fontFamily}`;
  let x = PAD;
  for (const item of options.legend) {
    ctx.fillStyle = item.color;
    ctx.fillRect(x, legendTop + 1, 12, 12);
    ctx.fillStyle = options.textColor;
    ctx.fillText(item.label, x + 18, legendTop);
    x += 18 + ctx.measureText(item.label).width + 20;
  }
  ctx.drawImage(image, PAD, chartTop, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('png');
  const url = URL.createObjectURL(blob);
  save(url, `${options.fileName}.png`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves CSV text as `<fileName>.csv`. */
export function downloadCsvText(csv: string, fileName: string): void {
  downloadCSV(csv, fileName);
}

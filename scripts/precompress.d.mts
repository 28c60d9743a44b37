import type { Plugin } from 'vite';
export function precompressDir(dir: string): Promise<void>;
export function precompress(): Plugin;

import type { Plugin } from 'vite';

/** Serves `virtual:admin-catalog/<language>` (see adminCatalogs.mjs). */
export function adminCatalogs(): Plugin;

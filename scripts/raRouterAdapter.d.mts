import type { Plugin } from 'vite';

export const ADAPTER_IMPORT: string;
export const ADAPTER_IMPORTER: RegExp;
/** Resolves ra-core's default router adapter to src/routing/routerProvider.tsx in builds; fails a build where it is not found. */
export function raRouterAdapter(): Plugin;

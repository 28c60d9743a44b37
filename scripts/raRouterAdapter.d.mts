import type { Plugin } from 'vite';

/** Substitutes src/routing/routerProvider.tsx for ra-core's router adapter in builds. */
export function raRouterAdapter(): Plugin;

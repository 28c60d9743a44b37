import type { Plugin } from 'vite';

/** The origins the built console calls the API at. */
export function apiSources(env: Record<string, string | undefined>): string[];
/** The console's Content-Security-Policy for the build's VITE_ variables. */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string;
/** Headers the server of the built console sends with every file. */
export const CONSOLE_HEADERS: Record<string, string>;
/** The policy in the built index.html, and the headers on `vite preview`. */
export function consoleHeaders(): Plugin;

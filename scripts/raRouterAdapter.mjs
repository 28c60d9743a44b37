import { fileURLToPath } from 'node:url';

const REPLACEMENT = fileURLToPath(new URL('../src/routing/routerProvider.tsx', import.meta.url));

/**
 * Builds use src/routing/routerProvider.tsx in place of ra-core's react-router adapter, whose
 * unused fallback router (createHashRouter) would put react-router's data-router runtime into
 * the first page. Dev and tests keep ra-core's own file.
 * @returns {import('vite').Plugin}
 */
export function raRouterAdapter() {
  return {
    name: 'ra-router-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer) && source === './adapters/reactRouterProvider.js') return REPLACEMENT;
      return undefined;
    },
  };
}

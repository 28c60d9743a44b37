import { fileURLToPath } from 'node:url';

/** How ra-core's routing modules import their default react-router adapter (ra-core 5.15). */
export const ADAPTER_IMPORT = './adapters/reactRouterProvider.js';
export const ADAPTER_IMPORTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/;

/**
 * The console gives react-admin its own router adapter, src/routing/routerProvider.tsx, through
 * AdminContext's public `routerProvider` prop, in every mode. ra-core still imports its default
 * adapter for the prop's default value, and that file's fallback router (createHashRouter) would
 * put react-router's data-router runtime into the first page: builds resolve that import to the
 * console's adapter too. A build in which the import was not found (ra-core moved the file) fails
 * instead of silently growing: see the README's upgrade notes.
 * @returns {import('vite').Plugin}
 */
export function raRouterAdapter() {
  const replacement = fileURLToPath(new URL('../src/routing/routerProvider.tsx', import.meta.url));
  let replaced = 0;
  return {
    name: 'ra-router-adapter',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = 0;
    },
    resolveId(source, importer) {
      if (importer && ADAPTER_IMPORTER.test(importer) && source === ADAPTER_IMPORT) {
        replaced += 1;
        return replacement;
      }
      return undefined;
    },
    buildEnd(error) {
      if (error) return;
      const leftIn = [...this.getModuleIds()].filter((id) => /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]/.test(id));
      if (replaced === 0 || leftIn.length > 0) {
        this.error(
          `ra-router-adapter: ra-core's default router adapter was ${replaced === 0 ? `not imported as ${ADAPTER_IMPORT}` : `still bundled (${leftIn.join(', ')})`}; ` +
            'ra-core changed its routing files: recheck scripts/raRouterAdapter.mjs and src/routing/routerProvider.tsx (README, "Upgrading react-admin or react-router").',
        );
      }
    },
  };
}

import { fileURLToPath } from 'node:url';

const PREFIX = 'virtual:admin-catalog/';
const RESOLVED = '\0admin-catalog:';
const LANGUAGES = ['zh', 'en', 'es'];
const SOURCE = fileURLToPath(new URL('../src/i18n/adminBundle.ts', import.meta.url));

/**
 * `virtual:admin-catalog/<language>`: the admin's messages for one language (src/i18n/adminBundle.ts).
 * The message modules hold all three languages side by side, so a bundler cannot split them;
 * the build evaluates them once and ships each language as its own small chunk of data. In
 * dev and tests the module simply calls adminBundle(), so edits show up as usual.
 * @returns {import('vite').Plugin}
 */
export function adminCatalogs() {
  let build = false;
  /** @type {Promise<typeof import('../src/i18n/adminBundle')> | null} */
  let source = null;
  return {
    name: 'admin-catalogs',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!LANGUAGES.includes(language)) this.error(`no admin catalog for language "${language}"`);
      if (!build) return `import { adminBundle } from ${JSON.stringify(SOURCE)};\nexport default adminBundle(${JSON.stringify(language)});\n`;
      // tsx runs the TypeScript message modules in Node, outside the bundle being built.
      source ??= import('tsx/esm/api').then(({ tsImport }) => tsImport(SOURCE, import.meta.url));
      const { adminBundle } = await source;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(adminBundle(language)))});\n`;
    },
  };
}

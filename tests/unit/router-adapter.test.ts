// The console's router adapter is react-admin's in every mode, and the build's substitution of
// ra-core's default adapter cannot silently stop applying: these read the installed ra-core, so
// an upgrade that moves its adapter fails here (and the build fails too, scripts/raRouterAdapter.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTER_IMPORT, ADAPTER_IMPORTER } from '../../scripts/raRouterAdapter.mjs';
import { reactRouterProvider } from '../../src/routing/routerProvider';

const require = createRequire(join(process.cwd(), 'package.json'));
const routing = join(dirname(require.resolve('ra-core')), 'routing');

describe('the router adapter', () => {
  it('is imported by ra-core as the build expects, so the substitution applies', () => {
    for (const file of ['RouterProviderContext.js', 'index.js']) {
      const path = join(routing, file);
      expect(ADAPTER_IMPORTER.test(path)).toBe(true);
      expect(readFileSync(path, 'utf8')).toContain(`"${ADAPTER_IMPORT}"`);
    }
  });

  it('offers every routing primitive ra-core\'s own adapter offers', async () => {
    const own = await import(/* @vite-ignore */ join(routing, 'adapters', 'reactRouterProvider.js'));
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(own.reactRouterProvider).sort());
  });

  it('is the adapter the admin gives react-admin', () => {
    const admin = readFileSync(join(process.cwd(), 'src/AdminApp.tsx'), 'utf8');
    expect(admin).toMatch(/<AdminContext[^>]*routerProvider=\{reactRouterProvider\}/);
  });
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The console reaches the server only through its API, but for the entity definition language:
 * pure data and types, no imports, read by both sides; and the server's wording of its messages
 * (pure tables), so that the entity designer says the language's problems as the server would.
 */
const SERVER_CODE = {
  regex: '(^|/)server/(?!src/entities/language/|src/http/(i18n|messages|messages-files)(\\.js)?$|src/app/geo(\\.js)?$)',
  message: 'The console reaches the server through its API (src/api), never its code (the entity definition language and its wording aside).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-start', 'server/dist', 'node_modules', 'coverage', 'data', 'test-results', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/e2e/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Import directions (docs/ARCHITECTURE.md). The console reaches the server only through the API.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_CODE] }] },
  },
  // The generic layers know no resource: declarations reach them through the registry.
  {
    files: ['src/schema/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_CODE, { group: ['**/resources/**'], message: 'The schema layer is generic: a resource reaches it as a declaration, through the registry.' }] },
      ],
    },
  },
  // The data layer knows no screen.
  {
    files: ['src/api/**/*.ts', 'src/dataProvider/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_CODE,
            { group: ['**/resources/**', '**/layout/**', '**/pages/**', '**/schema/views/**'], message: 'The data layer knows no screen: screens call it, not the other way round.' },
          ],
        },
      ],
    },
  },
);

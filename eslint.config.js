import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared → server, shared → web (docs/architecture.md, "Imports go one way").
const noCrossSide = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

// A feature imports only its own files and the layers below it (components, lib, shared); what two features
// need moves down a level, and a page that combines features is composed in app/ (docs/architecture.md).
const featureZones = (side) => {
  const root = `src/${side}/features`;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${root}/${name}`,
      from: `./${root}`,
      except: [`./${name}`],
      message: `A feature may not reach into another feature: move what both need to src/${side}/components or lib, or compose them in src/${side}/app.`,
    }));
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'drizzle/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noCrossSide(['**/server/**', 'node:*'], 'The web app must not import server code or Node APIs.'),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones('web'), ...featureZones('server')] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: noCrossSide(['**/server/**', '**/web/**', 'node:*', 'react*'], 'src/shared is imported by both sides: no Node, DOM or side code.'),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noCrossSide(['**/web/**', '@web/*', 'react*'], 'The server must not import web code.'),
  },
  {
    // In a feature only repository.ts talks to Drizzle (docs/architecture.md, "Only the repository talks to the database").
    files: ['src/server/features/**/*.ts'],
    ignores: ['src/server/features/**/repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repository.ts files query the database.' },
            { group: ['**/web/**', 'react*'], message: 'The server must not import web code.' },
          ],
        },
      ],
    },
  },
);

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

// The layers below the features never import upwards (docs/architecture.md, "Imports go one way"): web
// components and lib never import a feature, a module or app/, and modules never import a feature or app/;
// a feature never imports app/; on the server lib/, db/ and plugins/ never import a module or a feature,
// modules/ never import a feature, and a feature never imports what builds the server from them.
const layerZones = [
  ...['components', 'lib'].map((below) => ({
    target: `./src/web/${below}`,
    from: ['./src/web/features', './src/web/app', './src/web/modules'],
    message: `src/web/${below} is below the features and the modules: it may not import a feature, a module or app/. Pass what it needs in, or move the shared part down.`,
  })),
  {
    target: './src/web/modules',
    from: ['./src/web/features', './src/web/app'],
    message: 'src/web/modules is below the features: a module may not import a feature or app/. Pass what it needs in, or move the shared part down.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'A feature may not import app/: app/ composes the features, not the other way round.' },
  ...['lib', 'db', 'plugins'].map((below) => ({
    target: `./src/server/${below}`,
    from: ['./src/server/features', './src/server/modules'],
    message: `src/server/${below} is below the features and the modules: it may not import a feature or a module. Pass what it needs in, or move the shared part down.`,
  })),
  {
    // Configuration is read by every layer, so it sits below them all.
    target: ['config', 'env-schema', 'rate-limits', 'service-settings', 'messaging-reach-settings'].map((f) => `./src/server/${f}.ts`),
    from: ['./src/server/features', './src/server/modules'],
    message: 'Configuration is below every layer: it may not import a module or a feature. Move what it needs down beside it.',
  },
  {
    target: './src/server/modules',
    from: './src/server/features',
    message: 'src/server/modules is below the features: a module may not import a feature. Pass what it needs in, or move the shared part down.',
  },
  {
    target: './src/server/features',
    from: ['./src/server/app.ts', './src/server/server.ts', './src/server/main.ts'],
    message: 'A feature may not import what builds the server from the features.',
  },
];

// React 19 APIs that Preact's compat layer does not have (docs/decisions/011): their types say they exist,
// but at run time they are undefined.
const preactLacks = [
  { name: 'react', importNames: ['useOptimistic', 'useActionState', 'cache'], message: 'Preact runs our React code and has no such export (docs/decisions/011).' },
  { name: 'react-dom', importNames: ['useFormStatus', 'useFormState'], message: 'Preact runs our React code and has no such export (docs/decisions/011).' },
];

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
      'no-restricted-imports': [
        'error',
        { paths: preactLacks, patterns: [{ group: ['**/server/**', 'node:*'], message: 'The web app must not import server code or Node APIs.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones('web'), ...featureZones('server'), ...layerZones] }],
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

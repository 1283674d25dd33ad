import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '**/.next/**',
      '**/.next-*/**',
      'node_modules/**',
      'public/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'warn',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='alert']",
          message: 'Use an inline role="alert" message (docs/design.md, decision 10).',
        },
      ],
    },
  },
  {
    // The layers of docs/design.md ("Shape"), enforced: components never reach the relay, the database or server
    // settings; lib never depends on components; no import cycles (as bulletproof-react does).
    files: ['**/*.{ts,tsx,mjs}'],
    // Dependencies are not parsed for cycles (pglite's bundle overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './components',
              from: ['./lib/relay', './lib/db', './lib/config/server.ts'],
              message: 'Components run in the browser: go through app/api (docs/design.md, "Shape").',
            },
            {
              target: './lib',
              from: './components',
              message: 'lib/ holds no UI: move the shared code into lib/ (docs/design.md, "Shape").',
            },
            {
              target: ['./app/staff', './components/staff'],
              from: [
                './lib/store',
                './components/providers/StoreProvider.tsx',
                './components/layout/ShopChrome.tsx',
                './components/cart',
                './components/catalogue',
                './components/checkout',
              ],
              message:
                "The staff desk loads none of the shopper's client code (issue 27.7): it has its own layout and header.",
            },
            {
              target: './lib/db',
              from: './lib/relay',
              message:
                'The database layer does not reach up into the relay (issue 27.8): shapes both use live in lib/mail, lib/order.',
            },
            {
              target: './lib/mail',
              from: ['./lib/relay', './lib/db'],
              message: 'lib/mail is what the queue and the relay stand on (issue 27.8): it imports neither.',
            },
            {
              target: './lib/store',
              from: './lib/checkout',
              message: 'lib/checkout builds on the store, not the reverse (no folder loop).',
            },
            {
              target: './lib/checkout',
              from: ['./lib/store/store.ts', './lib/store/hooks.ts'],
              message:
                'Code that dispatches to the store (a thunk) lives with the store in lib/store, e.g. lib/store/restoreOrder.ts (issue 27.8).',
            },
          ],
        },
      ],
      // eslint-plugin-import's no-cycle skips `import type` whatever its options say (its source: "ignore type
      // imports"); __tests__/lib/importCycles.test.ts walks every import, type-only ones included (issue 27.8)
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`; they are not React hooks.
    files: ['__tests__/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;

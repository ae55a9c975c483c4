import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // user text is rendered as text (React escapes it); HTML goes into the page only through a reviewed exception
    // (docs/security.md, User HTML)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User HTML is rendered as text; rich text must be sanitised by the server (docs/security.md).',
        },
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Do not write HTML into the page (docs/security.md, User HTML).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]',
          message: 'Do not write HTML into the page (docs/security.md, User HTML).',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          message: 'Do not write HTML into the page (docs/security.md, User HTML).',
        },
      ],
    },
  },
  {
    // import boundaries: the web never imports the server and vice versa; both may import the shared contract
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/error-block.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/server/**', '@kc/server*'],
          // antd's own ErrorBlock brings 10 KB of illustrations into every page that can show an empty list
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['ErrorBlock'],
              message:
                'Use ErrorBlock of components/ui/error-block (the same component without the 10 KB illustrations).',
            },
            {
              name: 'antd-mobile',
              importNames: ['PullToRefresh', 'Swiper'],
              message:
                'Use PullToRefresh of components/ui/pull-to-refresh and SnapCarousel of components/ui/snap-carousel (touch listeners, CSS scroll snap and transitions): antd sets up react-spring and use-gesture for each on every page that shows one.',
            },
          ],
        },
      ],
    },
  },
  {
    // import zones of the web app (docs/architecture.md, Import zones), as bulletproof-react: imports go one way,
    // app → features → components → lib → config. A feature never imports another feature or app/ (app/ composes
    // them); components/ never imports features/ or app/; lib/ imports only lib/ and config/. Imports inside one
    // zone (a feature's own files, lib → lib) are not checked; packages (@kc/shared, react, …) are not zones.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'config', pattern: 'apps/web/src/config', partialMatch: false },
        { type: 'styles', pattern: 'apps/web/src/styles', partialMatch: false },
        { type: 'test', pattern: 'apps/web/src/test', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test-helpers.tsx'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.types.[0] }} may not import {{ to.element.types.[0] }} (docs/architecture.md, Import zones)',
          policies: [
            { from: { element: { types: ['app', 'test'] } }, allow: { to: { element: { types: '*' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: ['components', 'lib', 'config', 'styles'] } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: ['lib', 'config', 'styles'] } } },
            },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'config' } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test' } } } },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'features never import each other ({{ from.element.captured.feature }} imports {{ to.element.captured.feature }}): lift the shared piece to components/ or lib/, or compose in app/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@kc/web*'] }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);

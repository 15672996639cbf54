// One lint setup for the whole repository: typescript-eslint everywhere, react-hooks and jsx-a11y on
// the React packages. Formatting belongs to Prettier (`npm run lint` checks both).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/{ui,console}/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                "Use the console's Link (src/lib/link.tsx): react-router's link components carry route-module prefetching every page would load.",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools, benchmarks and scripts print to the terminal by design.
    files: [
      'scripts/**',
      '**/bench/**',
      '**/*.test.{ts,tsx}',
      'packages/server/src/{admin,main,processes}.ts',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
);

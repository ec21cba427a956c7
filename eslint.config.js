// ESLint for `npm run lint` and `npm test` (with --max-warnings 0, so a warning fails too).
// Formatting is Prettier's (`npm run format`): eslint-config-prettier, last, turns off every rule
// that would argue with it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores(["build/", ".cache/", ".data/", "public/uploads/", "test-results/", "playwright-report/"]),
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  {
    files: ["*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Without type information: recommendedTypeChecked builds the whole TypeScript program again
    // (about 50 s of CPU on the 2-core machine against 9 s; `tsc --noEmit` already type-checks).
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommended],
    rules: {
      // `const { omitted: _, ...rest } = value` is how the code leaves a property out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // An interface that only extends a mapped type keeps TypeScript's link between a key and its value.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // The rules of hooks and their dependencies. The plugin's React Compiler rules are left out: the
    // shop does not use the compiler, and they refuse the hydration module's deliberate patterns
    // (a state set once hydrated, a module-level flag that hydration flips).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["app/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A label's text may sit three elements down (label > span > strong > text), as on the payment options.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  prettier,
);

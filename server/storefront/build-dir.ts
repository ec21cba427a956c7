/** Where the storefront build goes (STOREFRONT_BUILD_DIR, default `build`), so test runs can keep theirs apart. */
export const BUILD_DIR = process.env.STOREFRONT_BUILD_DIR ?? "build";

/**
 * What an image that is likely the page's largest paint takes: fetched at once (not lazily) and ahead
 * of other images. React 18 does not know fetchPriority yet, so it goes in as the plain attribute.
 */
export const LARGEST_PAINT = { loading: "eager", fetchpriority: "high" } as const;

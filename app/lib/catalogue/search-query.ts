/** Longest query worth matching: product names are at most 120 characters and the box takes 100. */
const MAX_QUERY = 100;

/** What a typed search asks for: trimmed and cut to length; empty for nothing (docs/product.md#search). */
export const searchQuery = (typed: string | null) => (typed ?? "").trim().slice(0, MAX_QUERY);

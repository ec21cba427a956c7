import type { Translate } from "@domain/i18n/translate";
import type { DeviceType } from "./device";

/**
 * How a product list is shown: products per page, 4 on mobile and 9 on web (docs/product.md#limits-and-constants; tablets take the
 * mobile one, as the original's mobile check counts tablets as mobile), and the cards of the first
 * row, above the fold, whose pictures load at once: the grid's columns (app/styles.css: two on a
 * phone, three from 760 px).
 */
const LIST_LAYOUT = { mobile: { pageSize: 4, firstRow: 2 }, web: { pageSize: 9, firstRow: 3 } } as const;
export const listLayoutFor = (device: DeviceType) => (device === "web" ? LIST_LAYOUT.web : LIST_LAYOUT.mobile);

type Page<T> = { items: T[]; page: number; pageCount: number; total: number; more: boolean };

/** A page number from the URL: anything that is not a whole number from 1 (up to six digits) is page 1. */
export const pageParam = (requested: string | null) => Math.max(requested && /^\d{1,6}$/.test(requested) ? Number(requested) : 1, 1);

/** The highest page the API takes. */
const MAX_PAGE = 100_000;

/**
 * One page of a list the API pages (`load` answers one page of `size`, how many match and whether more
 * than that match: the API stops counting a long list). The page number comes from the URL, so
 * anything that is not a whole number from 1 is page 1, and a page past the end is the last page
 * (asked for again once the count says where the end is). `pageCount` is the number of pages known
 * to exist: when more match than were counted, the last of them holds the first match not counted.
 */
export async function loadPage<T>(
  load: (page: number, size: number) => Promise<{ list: T[]; count: number; more: boolean }>,
  requested: string | null,
  size: number,
): Promise<Page<T>> {
  const pagesOf = (answer: { count: number; more: boolean }) => Math.max(1, Math.ceil((answer.count + (answer.more ? 1 : 0)) / size));
  const asked = Math.min(pageParam(requested), MAX_PAGE);
  let answer = await load(asked, size);
  if (asked > pagesOf(answer)) answer = await load(pagesOf(answer), size);
  const pageCount = pagesOf(answer);
  return { items: answer.list, page: Math.min(asked, pageCount), pageCount, total: answer.count, more: answer.more };
}

type Counted = Omit<Page<unknown>, "items">;

/**
 * How many products a list holds: "1 product", "27 products", or "More than 100 products" when the API
 * stopped counting; a search's say "found" after it ("20 products found").
 */
export function productCount({ total: count, more }: Counted, t: Translate, { found = false } = {}) {
  if (found)
    return more
      ? t("More than {count} products found", { count })
      : count === 1
        ? t("{count} product found", { count })
        : t("{count} products found", { count });
  return more ? t("More than {count} products", { count }) : count === 1 ? t("{count} product", { count }) : t("{count} products", { count });
}

/**
 * A list's count line: "27 products, page 1 of 3", or "20 products found, page 3 of 3" for a search.
 * When the API stopped counting the last page is not known, so the line says only which page this is.
 */
export function countLine(shown: Counted, t: Translate, options: { found?: boolean } = {}) {
  const products = productCount(shown, t, options);
  if (shown.pageCount <= 1) return products;
  return shown.more
    ? t("{products}, page {page}", { products, page: shown.page })
    : t("{products}, page {page} of {pageCount}", { products, page: shown.page, pageCount: shown.pageCount });
}

/** Pages linked on each side of the current one. */
const AROUND = 1;
/** Items a pager shows once the pages no longer all fit: first, gap, the pages around, gap, last. */
const SLOTS = 2 * AROUND + 5;
const GAP = "…";

/**
 * What a pager shows, in order: page numbers and gaps ("…") for pages left out. Every page while
 * they fit in SLOTS items; otherwise the first and last pages and the pages around the current one,
 * always SLOTS items (so the links do not move under the pointer), and a gap never stands for a single
 * page. `more` when more pages exist than `pageCount` knows of: a gap follows the last known page.
 */
export function pagerItems(page: number, pageCount: number, more = false): (number | typeof GAP)[] {
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const end = SLOTS - 2;
  // Near either end a gap would stand for fewer than two pages: the pages run on to that end instead.
  const items: (number | typeof GAP)[] =
    pageCount <= SLOTS
      ? run(1, pageCount)
      : page <= AROUND + 3
        ? [...run(1, end), GAP, pageCount]
        : page >= pageCount - AROUND - 2
          ? [1, GAP, ...run(pageCount - end + 1, pageCount)]
          : [1, GAP, ...run(page - AROUND, page + AROUND), GAP, pageCount];
  return more ? [...items, GAP] : items;
}

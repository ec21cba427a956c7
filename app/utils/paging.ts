import type { DeviceType } from "./device";

/**
 * Products per page: 4 on mobile, 9 on web (spec §9). The specification has only those two limits;
 * tablets take the mobile one, as the original's mobile check counts tablets as mobile.
 */
const PAGE_SIZE = { mobile: 4, web: 9 } as const;
export const pageSizeFor = (device: DeviceType) => (device === "web" ? PAGE_SIZE.web : PAGE_SIZE.mobile);

type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** A page number from the URL: anything that is not a whole number from 1 (up to six digits) is page 1. */
export const pageParam = (requested: string | null) => Math.max(requested && /^\d{1,6}$/.test(requested) ? Number(requested) : 1, 1);

/**
 * One page of a list. The page number comes from the URL (pageParam), and a page past the end is
 * the last page.
 */
export function paginate<T>(list: readonly T[], requested: string | null, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const page = Math.min(pageParam(requested), pageCount);
  return { items: list.slice((page - 1) * size, page * size), page, pageCount, total: list.length };
}

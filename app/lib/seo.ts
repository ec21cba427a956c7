import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Nirmal Home Care";

/** Title and description of a page. */
export function pageMeta(title: string, description = "Cleaners for home, laundry and hands, delivered to your pincode. Buy once, refill for life."): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
}

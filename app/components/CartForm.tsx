import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "~/hydration";
import type { CartIntent } from "@domain/cart/cart";

/** What the /cart action answers a form sent with JavaScript; without it, the answer is a redirect with a toast. */
export type CartActionData = { ok: true; message: string; notices: string[] } | { ok: false; message: string; field?: string };

/**
 * A form for one change to the cart, posted to the /cart action with its `intent` (Hydrogen's
 * CartForm). Without JavaScript it is a plain form and carries `redirectTo`, so the action answers
 * with a redirect back here (post/redirect/get); with it, a fetcher posts it and the page stays.
 * `fetcherKey` lets a line's controls share one pending state.
 */
export function CartForm({
  intent,
  fetcherKey,
  className,
  children,
}: {
  intent: CartIntent;
  fetcherKey?: string;
  className?: string;
  children: (fetcher: ReturnType<typeof useFetcher<CartActionData>>) => ReactNode;
}) {
  const fetcher = useFetcher<CartActionData>(fetcherKey ? { key: fetcherKey } : undefined);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action="/cart" className={className}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={pathname + search} />}
      {children(fetcher)}
    </fetcher.Form>
  );
}

/** The refusal of the last post of a fetcher's form, to show beside it. */
export const refusalOf = (data: CartActionData | undefined) => (data && !data.ok ? data.message : null);

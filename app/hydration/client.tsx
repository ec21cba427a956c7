import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { STOCK } from "./mode";
import { HYDRATE, waitsForInput } from "./on-input";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * Hydrates the document (app/entry.client.tsx): as its scripts run in the stock build and on most pages.
 * A browse page nothing on which runs by itself hydrates
 * on the first input (docs/decisions/021), which its loader (PageScripts.tsx) hears and hands on; an
 * input that came before these scripts ran has already taken the page's `data-hydrate` away.
 */
export function startHydration() {
  if (!STOCK && waitsForInput()) Object.assign(window, { [HYDRATE]: hydrate });
  else hydrate();
}

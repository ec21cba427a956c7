import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATE, waitsForInput } from "~/utils/hydration";

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

// docs/decisions/021: a browse page nothing on which runs by itself hydrates on the first input, which
// its loader (components/PageScripts.tsx) hears and hands on; an input that came before these scripts
// ran has already taken the page's `data-hydrate` away.
if (waitsForInput()) Object.assign(window, { [HYDRATE]: hydrate });
else hydrate();

import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { waitsForInput } from "~/utils/hydration";

/**
 * A shopper's first input. Hydration runs in the event's capture phase at the window, so the same event
 * goes on to the hydrated page: a tap's or a click's link navigates in the page, a focused search box
 * suggests. A click with nothing before it (a screen reader's) counts too.
 */
const INPUTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focus", "click"] as const;

function hydrate() {
  for (const type of INPUTS) window.removeEventListener(type, hydrate, true);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// docs/decisions/021: a browse page nothing on which runs by itself hydrates on the first input.
if (waitsForInput()) {
  for (const type of INPUTS) window.addEventListener(type, hydrate, { capture: true, passive: true });
} else {
  hydrate();
}

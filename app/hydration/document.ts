import { useLocation, useMatches } from "@remix-run/react";
import { STOCK } from "./mode";
import { hydratesOnInput, type RootData } from "./on-input";

/**
 * Whether the document being rendered waits for the shopper's first input to hydrate (docs/decisions/021):
 * never in the stock build, else as `hydratesOnInput` rules for the page and the root's data.
 */
export function useHydratesOnInput(root: RootData | undefined): boolean {
  const matches = useMatches();
  const { search } = useLocation();
  return !STOCK && hydratesOnInput(matches, root, search);
}

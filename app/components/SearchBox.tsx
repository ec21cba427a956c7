import { Form, Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { productPath, type Category } from "@domain/catalogue/catalogue";
import { dialogHref } from "~/utils/dialog";
import { searchQuery } from "~/lib/catalogue/search-query";
import { useT } from "~/i18n/useT";

const PLACEHOLDER = "search product";

/** The suggestions for a query (GET /search.json?q=): names and links only, and the query they answer. */
export type SearchSuggestions = { query: string; list: { id: string; productName: string; productcategory: { category: Category } }[] };

/**
 * The search box 'search product' (docs/product.md#search). With JavaScript it suggests up to 5 products whose name
 * contains what was typed, asking the storefront for them as the text changes; it needs a location (otherwise the
 * location dialog opens) and a change of page closes and clears it. Without JavaScript it is a plain
 * form that opens the results page.
 */
export function SearchBox({ hasLocation }: { hasLocation: boolean }) {
  const products = useFetcher<SearchSuggestions>();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  const t = useT();

  // When the page hydrates, the box keeps what the shopper typed while its scripts were on their way
  // (hydration leaves the field as it is, and the next render would otherwise empty it); a change of
  // page clears it.
  useEffect(() => {
    const typed = mounted.current ? "" : (box.current?.value ?? "");
    mounted.current = true;
    setQuery(typed);
    setOpen(!!typed && document.activeElement === box.current);
  }, [pathname]);

  const wanted = searchQuery(query);
  const { load } = products;
  useEffect(() => {
    if (wanted) load(`/search.json?${new URLSearchParams({ q: wanted })}`);
  }, [wanted, load]);
  // Only the answer to what the box holds now: an earlier one would suggest what no longer matches.
  const suggestions = open && wanted && products.data?.query === wanted ? products.data.list : [];
  const askForLocation = () => navigate(dialogHref(pathname, search, "location"));

  function onFocus() {
    if (!hasLocation) return askForLocation();
    setOpen(true);
  }
  // Focus moving to a suggestion keeps the list open, so its click lands.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box"
      onBlur={onBlur}
      onSubmit={(event) => {
        if (hasLocation) return;
        event.preventDefault();
        askForLocation();
      }}
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
    >
      <input
        ref={box}
        type="text"
        enterKeyHint="search"
        name="q"
        aria-label={t(PLACEHOLDER)}
        placeholder={t(PLACEHOLDER)}
        autoComplete="off"
        maxLength={100}
        value={query}
        onFocus={onFocus}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-controls="search-suggestions"
        aria-expanded={suggestions.length > 0}
      />
      <button type="submit">{t("Search")}</button>
      {suggestions.length ? (
        <ul id="search-suggestions" className="search-suggestions" aria-label={t("Suggestions")}>
          {suggestions.map((p) => (
            <li key={p.id}>
              <Link to={productPath(p)}>{p.productName}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}

/** The results page's own box: a plain form with the query filled in. */
export function SearchForm({ defaultValue }: { defaultValue: string }) {
  const t = useT();
  return (
    <Form method="get" action="/search" role="search" className="search-box">
      <input type="search" name="q" aria-label={t(PLACEHOLDER)} placeholder={t(PLACEHOLDER)} defaultValue={defaultValue} maxLength={100} />
      <button type="submit">{t("Search")}</button>
    </Form>
  );
}

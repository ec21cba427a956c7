import { Form, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { LANGUAGES, type Language } from "@domain/i18n/languages";
import { useT } from "~/i18n/useT";

const ALL = Object.keys(LANGUAGES) as Language[];

/**
 * The language switch (docs/i18n.md): a form that posts the chosen language and the page the shopper is
 * on, so it works without JavaScript and comes back to the same page. The header offers the languages
 * other than the page's; the footer lists them all, the page's marked as current. Each name is written
 * in its own language and script.
 */
export function LanguageSwitch({ all = false }: { all?: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const shown = all ? ALL : ALL.filter((language) => language !== t.language);
  return (
    // Named, a form is a landmark: only the footer's is, as the header's two (its row and the phone's menu) would make three of one name.
    <Form method="post" action="/language" className={all ? "language-switch language-list" : "language-switch"} aria-label={all ? t("Language") : undefined}>
      <AuthenticityTokenInput />
      <input type="hidden" name="back" value={pathname + search} />
      {shown.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={LANGUAGES[language].tag}
          className="link-button"
          aria-current={language === t.language ? "true" : undefined}
        >
          {LANGUAGES[language].name}
        </button>
      ))}
    </Form>
  );
}

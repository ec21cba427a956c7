import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import type { MessageKey } from "@domain/i18n/keys";
import { useT } from "~/i18n/useT";

/**
 * A console list's filter: all, or one status, as a plain GET form (the choice is in the address, so
 * a filtered queue can be bookmarked and works without JavaScript). `children` are more fields of the
 * same form (a search box).
 */
export function StatusFilter({
  name,
  value,
  options,
  children,
}: {
  name: string;
  value: string;
  options: { value: string; label: MessageKey }[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Form method="get" className="toolbar">
      {children}
      <div className="field">
        <label htmlFor={name}>{t("Status")}</label>
        <select id={name} name={name} defaultValue={value}>
          <option value="all">{t("All")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t("Show")}</button>
    </Form>
  );
}

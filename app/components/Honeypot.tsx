import { createContext, useContext, type ReactNode } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useT } from "~/i18n/useT";

/**
 * remix-utils' honeypot fields, hidden with the `hidden` attribute instead of an inline style, which
 * the Content-Security-Policy (style-src 'self') refuses. Same names, same check on the server.
 */
const HoneypotContext = createContext<Partial<HoneypotInputProps>>({});

export function HoneypotProvider({ children, ...props }: Partial<HoneypotInputProps> & { children: ReactNode }) {
  return <HoneypotContext.Provider value={props}>{children}</HoneypotContext.Provider>;
}

export function HoneypotInputs() {
  const { nameFieldName = "name__confirm", validFromFieldName = "from__confirm", encryptedValidFrom } = useContext(HoneypotContext);
  const t = useT();
  const label = t("Please leave this field blank");
  return (
    <div id={`${nameFieldName}_wrap`} hidden aria-hidden="true">
      <label htmlFor={nameFieldName}>{label}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input id={validFromFieldName} name={validFromFieldName} type="text" value={encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} />
        </>
      ) : null}
    </div>
  );
}

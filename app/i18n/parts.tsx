import { Fragment, type ReactNode } from "react";

/**
 * A translated message with elements inside it (a link, a <strong>): each `{name}` of `parts` left in
 * the message is replaced by its element, so each language places the link where its sentence needs it.
 * `t("{signIn} to use a promo code", …)` keeps `{signIn}` for this when no value is given for it.
 */
export function withParts(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece, index) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return <Fragment key={index}>{name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
    });
}

import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it (a link, a bold number): each `{name}` of the message is
 * replaced by its part, wherever the language puts it. Ask `t` for the message without values, so its
 * placeholders stay in it: `withParts(t("Apply a code in your {cart}."), { cart: <Link … /> })`.
 */
export function withParts(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return message.split(/\{(\w+)\}/).map((piece, i) =>
    // split with a group alternates text and placeholder names: odd pieces are names.
    i % 2 === 1 && Object.hasOwn(parts, piece) ? <Fragment key={i}>{parts[piece]}</Fragment> : i % 2 === 1 ? `{${piece}}` : piece,
  );
}

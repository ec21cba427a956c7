import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with parts in it (a link): the message keeps `{name}` where each part goes, so
 * a language puts them where its word order wants them. `text` is the message as `t(...)` gives it
 * without values; each `{name}` of `parts` becomes that part, any other text stays as it is.
 */
export function Rich({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}

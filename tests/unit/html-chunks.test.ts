import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutUnfilledBytes } from "~/server/html-chunks.server";

/** A page rendered as app/entry.server.tsx renders it: React's stream gathered into one body, each chunk through `keep`. */
function renderWhole(element: ReturnType<typeof createElement>, keep: (chunk: Buffer) => Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(keep(chunk));
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks));
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

describe("a page's HTML in Hindi", () => {
  // Many short texts, so that some three-byte character falls on each of the ends of React's 2 KB buffer.
  const page = createElement(
    "ul",
    null,
    Array.from({ length: 400 }, (_, i) => createElement("li", { key: i }, `${"x".repeat(i % 3)}₹${i} का भुगतान करें`)),
  );

  it("React alone leaves NUL bytes where a character did not fit its buffer (the bug worked around)", async () => {
    expect((await renderWhole(page, (chunk) => chunk)).includes(0)).toBe(true);
  });

  it("has every character whole, byte for byte what renderToString writes", async () => {
    const html = await renderWhole(page, withoutUnfilledBytes);
    expect(html.includes(0)).toBe(false);
    expect(html.toString("utf8")).toBe(renderToString(page));
  });

  it("leaves a chunk without unfilled bytes as it is", () => {
    const chunk = Buffer.from("<p>करें</p>");
    expect(withoutUnfilledBytes(chunk)).toBe(chunk);
    expect(withoutUnfilledBytes(Buffer.from([0x61, 0, 0]))).toEqual(Buffer.from("a"));
  });
});

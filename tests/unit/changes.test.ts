import { describe, expect, it } from "vitest";
import { watchChanges } from "~/server/changes.server";

/**
 * The storefront's watch on the API's change stream (docs/decisions/020): nothing kept is trusted
 * before the stream says ready or after it ends; each change moves its kind's generation on.
 */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
};

describe("the watch on the API's changes", () => {
  it("trusts nothing kept until the stream is ready, then moves each kind on with its changes", async () => {
    const streams: ReturnType<typeof fakeStream>[] = [];
    const watch = watchChanges(
      async () => {
        streams.push(fakeStream());
        return streams.at(-1)!.response;
      },
      () => {},
    );
    expect(watch.generation("catalogue")).toBeNull();
    await until(() => streams.length === 1);
    streams[0].send(": connected\n\n");
    expect(watch.generation("catalogue")).toBeNull();
    streams[0].send("event: ready\ndata: {}\n\n");
    await until(() => watch.generation("catalogue") !== null);
    const catalogue = watch.generation("catalogue")!;
    const sessions = watch.generation("sessions")!;

    streams[0].send('event: change\ndata: {"type":"catalogue"}\n\n');
    await until(() => watch.generation("catalogue") === catalogue + 1);
    expect(watch.generation("sessions")).toBe(sessions);
    streams[0].send('event: change\r\ndata: {"type":"sessions"}\r\n\r\n');
    await until(() => watch.generation("sessions") === sessions + 1);
    // A kind this storefront does not know of stales everything, to be safe.
    streams[0].send('event: change\ndata: {"type":"prices"}\n\n');
    await until(() => watch.generation("sessions") === sessions + 2);
    expect(watch.generation("catalogue")).toBe(catalogue + 2);

    // The stream ends: nothing kept is trusted until a new one is ready, and what was kept before is stale.
    streams[0].end();
    await until(() => watch.generation("catalogue") === null);
    await until(() => streams.length === 2);
    streams[1].send("event: ready\ndata: {}\n\n");
    await until(() => watch.generation("catalogue") !== null);
    expect(watch.generation("catalogue")).toBeGreaterThan(catalogue + 2);
    watch.stop();
  });

  it("keeps asking while the API refuses or cannot be reached, and says so once", async () => {
    const said: string[] = [];
    let asked = 0;
    const watch = watchChanges(
      async () => {
        asked++;
        if (asked === 1) throw new TypeError("fetch failed");
        if (asked === 2) return new Response("{}", { status: 503 });
        const stream = fakeStream();
        stream.send("event: ready\ndata: {}\n\n");
        return stream.response;
      },
      (message) => said.push(message),
    );
    expect(watch.generation("sessions")).toBeNull();
    await until(() => watch.generation("sessions") !== null);
    expect(asked).toBe(3);
    expect(said).toEqual(["The API's change stream is away (it answered 503): kept answers are checked with the API until it is back."]);
    watch.stop();
  });
});

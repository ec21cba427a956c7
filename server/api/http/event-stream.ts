import type { FastifyReply, FastifyRequest } from "fastify";
import type { Api } from "./types";

const HEARTBEAT_MS = 15_000;

/** Writes one server-sent event. */
type SendEvent = (event: string, data: unknown, id?: string) => void;

/**
 * Server-sent event streams of one route group. `subscribe` is called first, with the way to send
 * events and to end the stream; if it throws (the database is away), the call fails as any other
 * does. Only then does the answer start, with `first` (an event or a comment), so a client that
 * sees the stream open misses no event after it. A heartbeat keeps proxies from closing an idle
 * stream; the subscription ends when the client goes, and every open stream ends when the API
 * shuts down, so it does not wait for their clients.
 */
export function eventStreams(app: Api) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  return async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    first: string,
    subscribe: (send: SendEvent, end: () => void) => Promise<() => void>,
  ): Promise<void> {
    const raw = reply.raw;
    let closed = false;
    let stop = () => {};
    // eslint-disable-next-line prefer-const -- the close handler may run during the await before it is set
    let heartbeat: NodeJS.Timeout | undefined;
    const end = () => raw.end();
    request.raw.on("close", () => {
      closed = true;
      open.delete(end);
      clearInterval(heartbeat);
      stop();
    });
    const send: SendEvent = (event, data, id) => void raw.write(`event: ${event}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
    const unsubscribe = await subscribe(send, end);
    reply.hijack();
    if (closed) return unsubscribe();
    stop = unsubscribe;
    open.add(end);
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    raw.write(first);
    heartbeat = setInterval(() => raw.write(": heartbeat\n\n"), HEARTBEAT_MS);
  };
}

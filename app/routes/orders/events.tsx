import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import * as orders from "@domain/orders/endpoints";
import { orderNumberField } from "@domain/orders/schemas";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readEvents } from "~/server/sse.server";

/**
 * /events: the signed-in customer's live events, for any page that wants them (the tracking page
 * now, the notification bell later). The browser never talks to the API, so this relays the API's
 * stream of this customer's events, every event with its type, for as long as the browser listens.
 * It says `ready` first, once the API's stream is open.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await createApi({ request, context });
  // A signed-out browser has no events: 204 tells its EventSource to stop asking (a redirect would have it retry for ever).
  if (!api.session.get("customer")) return new Response(null, { status: 204 });
  // ?id= narrows the stream to one order (the tracking page), which is then a connection of its own:
  // EventSources are shared per URL, and a shared one has said `ready` long before a new page listens.
  const id = new URL(request.url).searchParams.get("id") ?? undefined;
  if (id !== undefined && !orderNumberField.safeParse(id).success) return new Response(null, { status: 204 });
  let upstream: Response;
  try {
    upstream = await api.fetch(orders.orderEvents, { query: { id }, signal: request.signal });
  } catch (error) {
    // Not this customer's order: nothing to listen to (204 stops the EventSource), as for no order at all.
    if (error instanceof ApiFailure && error.status === 404) return new Response(null, { status: 204 });
    throw error;
  }
  const reader = upstream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const response = eventStream(
    request.signal,
    (send, close) => {
      send({ event: "ready", data: "{}" });
      readEvents(reader, send).then(close, close);
      return () => void reader.cancel().catch(() => {});
    },
    // Proxies and the storefront's compression must pass each event on as it comes.
    { headers: { "X-Accel-Buffering": "no" } },
  );
  response.headers.set("Cache-Control", "no-cache, no-transform");
  return response;
}

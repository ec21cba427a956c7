import type { Socket } from "node:net";
import path from "node:path";
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { env } from "./env";
import { BUILD_DIR } from "./build-dir";
import { readBody, TooLarge } from "./body";
import { requestIdOf } from "./request-id";
import { securityHeaders } from "./headers";
import { serviceWorker } from "./service-worker";
import { staticFiles } from "./static";
import { startTracing } from "../tracing";
import { routeNamer } from "./routes";
import { pageMetrics, watchedPages, type Answered } from "./watch";

/**
 * One storefront process's HTTP server (main.ts starts one or several): Express in front of the Remix request handler. It exists (instead of
 * remix-serve) to hand loaders the shopper's address, so the API's rate limits and OTP limits apply
 * per shopper and not to the storefront as a whole, to bound every request body before Remix sees it,
 * and to set the security headers with a nonce per response. With `--dev` it serves through Vite.
 */
startTracing("homecare-storefront");
const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "../..");

const vite = dev ? await import("vite").then((v) => v.createServer({ root, server: { middlewareMode: true } })) : undefined;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY.split(",").map((s) => s.trim()));
app.use(compression());
app.use(securityHeaders({ secure: env.COOKIE_SECURE, checkoutOrigin: env.checkoutOrigin, checkoutScriptOrigin: env.checkoutScriptOrigin, push: env.push }));

if (vite) app.use(vite.middlewares);
const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.join(root, BUILD_DIR, "server/index.js"))) as ServerBuild);
app.use(serviceWorker({ publicDir: path.join(root, "public"), assets: typeof build === "function" ? undefined : build.assets }));
app.use(
  staticFiles({
    clientDir: vite ? undefined : path.join(root, BUILD_DIR, "client"),
    publicDir: path.join(root, "public"),
    uploadsDir: path.resolve(root, env.UPLOADS_DIR),
  }),
);

const handleRequest = createRequestHandler(build, dev ? "development" : "production");
// In development the routes are those of the build as it was at start; a route added since is "unmatched" until a restart.
app.use(watchedPages(routeNamer((typeof build === "function" ? await build() : build).routes), await pageMetrics(env.metrics)));

/** Hands one request to Remix: its body is read (and bounded) first, so no action ever sees more than the limit. */
app.all("*", async (req: ExpressRequest, res: ExpressResponse, next) => {
  try {
    let body: Buffer | undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      try {
        body = await readBody(req, res);
      } catch (error) {
        if (error instanceof TooLarge) return;
        throw error;
      }
    }
    const controller = new AbortController();
    res.on("close", () => res.writableFinished || controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    // req.hostname follows TRUST_PROXY; the port is the Host header's. A Host that makes no URL is refused.
    const port = req.get("host")?.split(":")[1];
    const href = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
    if (!URL.canParse(href)) return void res.status(400).type("text/plain").send("This address could not be understood.");
    const request = new Request(href, { method: req.method, headers, body: body && new Uint8Array(body), signal: controller.signal });
    const response = await handleRequest(request, {
      clientIp: req.ip,
      requestId: requestIdOf(req, res),
      cspNonce: res.locals.cspNonce,
      answered: res.locals.answered as Answered,
    });
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  }
});

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`storefront listening on http://localhost:${env.PORT}`);
});

/**
 * What Node's parser refuses before Express sees it (a URL or headers over 16 KB, a malformed
 * request) gets a short page and a clean close instead of Node's bare answer and a reset.
 */
server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
  if (!socket.writable) return socket.destroy();
  const [status, text] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "This address is too long."] : [400, "This request could not be understood."];
  const page = `<!doctype html><html lang="en-IN"><meta charset="utf-8"><title>${text}</title><h1>${text}</h1><p><a href="/">Go to the shop</a></p></html>`;
  // Reads and drops whatever else the client sends, so closing does not reset the connection under it.
  socket.resume();
  socket.setTimeout(5_000, () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}\r\nContent-Type: text/html; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(page)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${page}`,
  );
});

function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
  void vite?.close();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
// A worker of several whose primary is gone (killed outright) stops too, rather than linger unreachable.
process.on("disconnect", stop);

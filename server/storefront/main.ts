import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { env } from "./env";
import { BUILD_DIR } from "./build-dir";

/**
 * The storefront's HTTP server: Express in front of the Remix request handler. It exists (instead of
 * remix-serve) to hand loaders the shopper's address, so the API's rate limits and OTP limits apply
 * per shopper and not to the storefront as a whole. With `--dev` it serves through Vite with reload.
 */
const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "../..");

const vite = dev
  ? await import("vite").then((v) => v.createServer({ root, server: { middlewareMode: true } }))
  : undefined;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY.split(",").map((s) => s.trim()));
app.use(compression());
// Every form of the shop is small: a larger body is refused before any action reads it.
const MAX_FORM_BYTES = 64 * 1024;
app.use((req, res, next) => {
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) {
    res.status(413).type("text/plain").send("This form is too large to send.");
    return;
  }
  next();
});
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
  next();
});

if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static(path.join(root, BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(root, BUILD_DIR, "client"), { maxAge: "1h" }));
}
app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.join(root, BUILD_DIR, "server/index.js"))) as ServerBuild);

app.all(
  "*",
  createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    getLoadContext: (req) => ({ clientIp: req.ip, requestId: (req.headers["x-request-id"] as string) || randomUUID() }),
  }),
);

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`storefront listening on http://localhost:${env.PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
    void vite?.close();
  });
}

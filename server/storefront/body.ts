import type { Request, Response } from "express";

/**
 * The largest request body each path takes: the first row whose prefix the path starts with (and,
 * for a multipart row, whose body is multipart). Every form of the shop is small but the review form,
 * a multipart form with up to five photos of 5 MB each, and the console's new product with its picture of 5 MB.
 */
const BODY_LIMITS: ReadonlyArray<{ prefix: string; bytes: number; multipart?: true }> = [
  { prefix: "/my_reviews", bytes: 5 * 5 * 1024 * 1024 + 64 * 1024, multipart: true },
  { prefix: "/admin/products/new", bytes: 5 * 1024 * 1024 + 64 * 1024, multipart: true },
  { prefix: "/", bytes: 64 * 1024 },
];

const isMultipart = (req: Request) => /^multipart\/form-data\s*;/i.test(req.headers["content-type"] ?? "");
/** After refusing a body, this much more of it is read and dropped so a kept-alive connection survives; beyond, it is closed. */
const DRAIN_BYTES = 1024 * 1024;

export class TooLarge extends Error {}

/**
 * Reads a request body, counting bytes as they arrive whether or not a Content-Length was sent
 * (chunked bodies too). Past the path's limit it answers 413 at once and throws TooLarge: nothing
 * more is kept, the rest is drained (or the connection closed) so the answer arrives cleanly.
 */
export function readBody(req: Request, res: Response): Promise<Buffer> {
  const limit = BODY_LIMITS.find(({ prefix, multipart }) => req.path.startsWith(prefix) && (!multipart || isMultipart(req)))?.bytes ?? 0;
  const declared = Number(req.headers["content-length"] ?? NaN);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError);
      let drained = 0;
      req.on("data", (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_BYTES) req.socket.destroy();
      });
      req.resume();
      if (declared > limit + DRAIN_BYTES) res.setHeader("Connection", "close");
      res.status(413).type("text/plain").send("This form is too large to send.");
      reject(new TooLarge());
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    const onError = (error: Error) => reject(error);
    if (declared > limit) return refuse();
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

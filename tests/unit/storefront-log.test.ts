import { afterEach, expect, it, vi } from "vitest";
import { log } from "~/server/log.server";

/** The storefront's log lines: JSON in the API's shape, with the request's id and an error's name, message and stack. */
afterEach(() => {
  vi.restoreAllMocks();
});

it("writes one JSON line with the level, the message, the request id and the error", () => {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => lines.push(String(chunk)) > 0);
  log("error", "a loader or an action failed", { reqId: "lb-7f3a", err: new TypeError("fetch failed") });
  expect(lines).toHaveLength(1);
  expect(lines[0].endsWith("}\n")).toBe(true);
  const line = JSON.parse(lines[0]);
  expect(line).toMatchObject({
    level: 50,
    process: "storefront",
    msg: "a loader or an action failed",
    reqId: "lb-7f3a",
    err: { type: "TypeError", message: "fetch failed" },
  });
  expect(line.err.stack).toContain("TypeError: fetch failed");
  expect(typeof line.time).toBe("number");
});

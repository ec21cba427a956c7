import { describe, expect, it } from "vitest";
import { createKept } from "~/server/kept.server";

describe("what a storefront process keeps", () => {
  it("keeps a value and renews it when it is kept again", () => {
    let clock = 0;
    const kept = createKept<{ etag: string }>({ max: 3, lifetimeMs: 1000, now: () => clock });
    kept.set("a", { etag: '"c1-x"' });
    expect(kept.get("a")).toEqual({ etag: '"c1-x"' });
    clock = 900;
    kept.set("a", { etag: '"c1-x"' });
    clock = 1800;
    expect(kept.get("a")?.etag).toBe('"c1-x"');
  });

  it("forgets a value not kept again within its lifetime", () => {
    let clock = 0;
    const kept = createKept<object>({ max: 3, lifetimeMs: 1000, now: () => clock });
    kept.set("a", {});
    clock = 1001;
    expect(kept.get("a")).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it("holds at most `max` values, dropping the least recently used", () => {
    const kept = createKept<string>({ max: 2, lifetimeMs: 1000 });
    kept.set("a", "1");
    kept.set("b", "2");
    kept.get("a");
    kept.set("c", "3");
    expect(kept.size).toBe(2);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe("1");
    expect(kept.get("c")).toBe("3");
  });

  it("forgets a value on demand", () => {
    const kept = createKept<string>({ max: 2, lifetimeMs: 1000 });
    kept.set("a", "1");
    kept.delete("a");
    expect(kept.get("a")).toBeUndefined();
  });
});

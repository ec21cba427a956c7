import { describe, expect, it } from "vitest";
import { createAnswerCache } from "~/utils/answer-cache.server";

describe("the storefront's kept catalogue answers", () => {
  it("keeps an answer with its ETag and renews it when the API vouches for it again", () => {
    let clock = 0;
    const cache = createAnswerCache({ max: 3, lifetimeMs: 1000, now: () => clock });
    cache.set("a", '"c1-x"', { list: [1] });
    expect(cache.get("a")).toEqual({ etag: '"c1-x"', payload: { list: [1] }, vouchedAt: 0 });
    clock = 900;
    cache.set("a", '"c1-x"', { list: [1] });
    clock = 1800;
    expect(cache.get("a")?.etag).toBe('"c1-x"');
  });

  it("forgets an answer the API has not vouched for within its lifetime", () => {
    let clock = 0;
    const cache = createAnswerCache({ max: 3, lifetimeMs: 1000, now: () => clock });
    cache.set("a", '"c1-x"', {});
    clock = 1001;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("holds at most `max` answers, dropping the least recently used", () => {
    const cache = createAnswerCache({ max: 2, lifetimeMs: 1000 });
    cache.set("a", "1", {});
    cache.set("b", "2", {});
    cache.get("a");
    cache.set("c", "3", {});
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.etag).toBe("1");
    expect(cache.get("c")?.etag).toBe("3");
  });
});

import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { loginSchema } from "@domain/account/schemas";
import { refusal } from "~/server/form.server";

/** A refusal echoes what was typed, and a sign-in refusal is kept in the session: never unbounded. */
describe("refusal", () => {
  it("cuts a 10,000-digit number and a thousand made-up fields to the size of a real form", () => {
    const form = new FormData();
    form.set("phoneNumber", "9".repeat(10_000));
    for (let i = 0; i < 1000; i++) form.set(`field${i}`, "x".repeat(100));
    const result = refusal(parseWithZod(form, { schema: loginSchema }));
    expect(result.error?.phoneNumber?.length).toBeGreaterThan(0);
    expect((result.initialValue?.phoneNumber as string).length).toBe(256);
    expect(JSON.stringify(result).length).toBeLessThan(16 * 1024);
  });

  it("keeps an ordinary refusal as it was", () => {
    const form = new FormData();
    form.set("phoneNumber", "12345");
    const submission = parseWithZod(form, { schema: loginSchema });
    expect(refusal(submission)).toEqual(submission.reply({ hideFields: ["csrf", "name__confirm", "from__confirm", "intent", "mode", "redirectTo", "cvv"] }));
  });
});

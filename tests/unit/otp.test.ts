import { describe, expect, it } from "vitest";
import { isOtp, resendWaitLeft } from "@domain/account/sign-in";
import { generateOtp, hashOtp, parseTestNumbers } from "../../server/api/services/account/otp";

describe("one-time codes", () => {
  it("are six digits, leading zeros kept, and spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every(isOtp)).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it("are hashed with the secret, bound to the number and the purpose", () => {
    const base = { phoneNumber: "9876543210", purpose: "login" as const, code: "123456" };
    const hash = hashOtp("secret-a", base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(hashOtp("secret-a", base)).toBe(hash);
    expect(hashOtp("secret-b", base)).not.toBe(hash);
    expect(hashOtp("secret-a", { ...base, purpose: "register" })).not.toBe(hash);
    expect(hashOtp("secret-a", { ...base, phoneNumber: "9876543211" })).not.toBe(hash);
    expect(hashOtp("secret-a", { ...base, code: "123457" })).not.toBe(hash);
  });

  it("may be resent 60 s after the last one, counting the wait in whole seconds", () => {
    const sentAt = 1_000_000;
    expect(resendWaitLeft(sentAt, sentAt)).toBe(60);
    expect(resendWaitLeft(sentAt, sentAt + 1)).toBe(60);
    expect(resendWaitLeft(sentAt, sentAt + 59_001)).toBe(1);
    expect(resendWaitLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(resendWaitLeft(sentAt, sentAt + 600_000)).toBe(0);
  });

  it("reads OTP_TEST_NUMBERS as number → fixed code", () => {
    expect(parseTestNumbers("9999900001:123456, 9999900002:654321,")).toEqual(
      new Map([
        ["9999900001", "123456"],
        ["9999900002", "654321"],
      ]),
    );
    expect(parseTestNumbers("").size).toBe(0);
  });

  it.each([
    ["123456", true],
    ["012345", true],
    ["12345", false],
    ["1234567", false],
    ["12a456", false],
  ])("isOtp(%j) is %s", (value, expected) => {
    expect(isOtp(value)).toBe(expected);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "../../server/api/env";
import { body, startApi, type Harness } from "./harness";
import { ageCodes, caller } from "./sms-gateway";

/**
 * Sign-in abuse (issue 13, decision 007): a daily cap of wrong codes per number, which fixed-code test
 * numbers are inside too, a log line for each use of a test number, and no test numbers in production
 * unless the operator says so in as many words.
 */
let api: Harness;
let call: ReturnType<typeof caller>;
const logLines: { msg: string; phoneNumber?: string }[] = [];
const TEST_NUMBER = "9999900011";
const OTHER_TEST_NUMBER = "9999900012";

beforeAll(async () => {
  const stream = { write: (line: string) => logLines.push(JSON.parse(line)) };
  api = await startApi({ OTP_TEST_NUMBERS: `${TEST_NUMBER}:123456,${OTHER_TEST_NUMBER}:654321` }, { logger: { level: "warn", stream } });
  call = caller(api);
});
afterAll(() => api.close());

const send = (phoneNumber: string) => call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" });
const verify = (phoneNumber: string, otp: string) => call("POST", "auth/customer/verifyOtp", { phoneNumber, otp });

describe("wrong codes per number per day", () => {
  it("counts the 50th wrong code, then refuses the number even with a fresh right code, until a day has passed", { timeout: 120_000 }, async () => {
    // Nine codes with five wrong tries each, then four on a tenth: 49 wrong codes.
    for (let code = 1; code <= 10; code++) {
      expect((await send(TEST_NUMBER)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= (code < 10 ? 5 : 4); attempt++) expect((await verify(TEST_NUMBER, "000000")).statusCode).toBe(400);
    }
    // A fresh code: the 50th wrong try is counted and says so.
    expect((await send(TEST_NUMBER)).statusCode).toBe(200);
    const fiftieth = await verify(TEST_NUMBER, "000000");
    expect(fiftieth.statusCode).toBe(400);
    expect(body(fiftieth)).toMatchObject({
      success: false,
      error: { code: "otp_invalid", fields: { otp: "Invalid OTP. Too many wrong OTPs for this number today. Please try again in 24 hours." } },
    });

    // The same fresh code, right this time, with tries left: refused.
    const right = await verify(TEST_NUMBER, "123456");
    expect(right.statusCode).toBe(429);
    expect(body(right)).toMatchObject({
      success: false,
      message: "Too many wrong OTPs for this number today. Please try again in 24 hours.",
      error: { code: "otp_daily_limit" },
    });
    // Nor may it ask for another code.
    const again = await send(TEST_NUMBER);
    expect(again.statusCode).toBe(429);
    expect(body(again).error.code).toBe("otp_daily_limit");
    // Other numbers are not affected.
    expect((await send(OTHER_TEST_NUMBER)).statusCode).toBe(200);
    expect((await verify(OTHER_TEST_NUMBER, "654321")).statusCode).toBe(200);

    // Two hours later the oldest wrong codes are 22 hours from leaving the window.
    await ageCodes(api, TEST_NUMBER, 2 * 3600);
    expect(body(await send(TEST_NUMBER)).message).toBe("Too many wrong OTPs for this number today. Please try again in 22 hours.");
    // A day after the wrong codes the number signs in again.
    await ageCodes(api, TEST_NUMBER, 22 * 3600 + 1);
    expect((await send(TEST_NUMBER)).statusCode).toBe(200);
    expect((await verify(TEST_NUMBER, "123456")).statusCode).toBe(200);
  });

  it("logs every use of a fixed-code test number, without the whole number", async () => {
    const uses = logLines.filter((line) => line.msg.startsWith("fixed-code test number"));
    expect(uses.length).toBeGreaterThan(50);
    expect(uses.every((line) => line.phoneNumber && !line.phoneNumber.includes(TEST_NUMBER.slice(2, 8)))).toBe(true);
    expect(JSON.stringify(logLines)).not.toContain(TEST_NUMBER);
  });
});

describe("test-only stand-ins in production", () => {
  const load = (env: Record<string, string>) => loadApiEnv(env as NodeJS.ProcessEnv);
  const production = {
    NODE_ENV: "production",
    OTP_SECRET: "o".repeat(32),
    OPERATOR_TOKEN: "t".repeat(32),
    LOCAL_GATEWAY_SECRET: "g".repeat(32),
    LOCAL_GATEWAY_WEBHOOK_SECRET: "h".repeat(32),
    STOREFRONT_API_SECRET: "s".repeat(32),
    WHATSAPP_APP_SECRET: "w".repeat(32),
    WHATSAPP_VERIFY_TOKEN: "v".repeat(16),
    COURIER_WEBHOOK_TOKEN: "c".repeat(16),
  };

  it("refuses fixed-code test numbers unless ALLOW_OTP_TEST_NUMBERS says yes in as many words", () => {
    const withNumbers = { ...production, ALLOW_LOCAL_TEST_GATEWAY: "yes-no-real-payments", OTP_TEST_NUMBERS: "9999900001:123456" };
    expect(() => load(withNumbers)).toThrow(/OTP_TEST_NUMBERS: .*ALLOW_OTP_TEST_NUMBERS=yes-not-for-real-customers/);
    expect(() => load({ ...withNumbers, ALLOW_OTP_TEST_NUMBERS: "true" })).toThrow(/OTP_TEST_NUMBERS/);
    expect(load({ ...withNumbers, ALLOW_OTP_TEST_NUMBERS: "yes-not-for-real-customers" }).OTP_TEST_NUMBERS).toBe("9999900001:123456");
    // Outside production they need no such word.
    expect(() => load({ OTP_TEST_NUMBERS: "9999900001:123456" })).not.toThrow();
  });

  it("refuses the local test gateway unless ALLOW_LOCAL_TEST_GATEWAY says yes in as many words", () => {
    expect(() => load(production)).toThrow(/ALLOW_LOCAL_TEST_GATEWAY=yes-no-real-payments/);
    expect(() => load({ ...production, ALLOW_LOCAL_TEST_GATEWAY: "yes" })).toThrow(/ALLOW_LOCAL_TEST_GATEWAY/);
    expect(() => load({ ...production, ALLOW_LOCAL_TEST_GATEWAY: "yes-no-real-payments" })).not.toThrow();
    expect(() => load({ ...production, RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s" })).not.toThrow();
  });

  it("wants the local test gateway's own webhook secret in production, apart from its key secret", () => {
    const demo = { ...production, ALLOW_LOCAL_TEST_GATEWAY: "yes-no-real-payments" };
    const { LOCAL_GATEWAY_WEBHOOK_SECRET: _, ...withoutWebhookSecret } = demo;
    expect(() => load(withoutWebhookSecret)).toThrow(/LOCAL_GATEWAY_WEBHOOK_SECRET/);
    expect(() => load({ ...demo, LOCAL_GATEWAY_WEBHOOK_SECRET: demo.LOCAL_GATEWAY_SECRET })).toThrow(/LOCAL_GATEWAY_WEBHOOK_SECRET: must differ/);
    expect(load(demo).LOCAL_GATEWAY_WEBHOOK_SECRET).toBe("h".repeat(32));
  });
});

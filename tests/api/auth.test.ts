import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startApi, type Harness } from "./harness";
import { ageCodes, caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let gateway: SmsGateway;
let call: ReturnType<typeof caller>;
const TEST_NUMBER = "9999900001";

beforeAll(async () => {
  gateway = await startSmsGateway();
  // Every test here calls from one address; the per-address cap has a test of its own.
  api = await startApi({ ...gateway.env, OTP_TEST_NUMBERS: `${TEST_NUMBER}:123456`, OTP_MAX_PER_IP_PER_HOUR: "1000" });
  call = caller(api);
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

// Each test uses its own numbers, so their codes and limits never meet.
let next = 0;
const newNumber = () => `98${String(10_000_000 + ++next).slice(-8)}`;

const send = (phoneNumber: string, type: "login" | "register", ip?: string) => call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type }, { ip });
const verify = (phoneNumber: string, otp: string) => call("POST", "auth/customer/verifyOtp", { phoneNumber, otp });
const device = { fcmToken: "", deviceId: "device-1", deviceType: "web", ipAddress: "203.0.113.10", pincode: "560034" };

async function proofFor(phoneNumber: string, type: "login" | "register") {
  expect((await send(phoneNumber, type)).statusCode).toBe(200);
  const res = await verify(phoneNumber, gateway.lastCode(phoneNumber));
  expect(res.statusCode).toBe(200);
  return body(res).data.verificationToken as string;
}

describe("POST /v1/auth/customer/sendOtpToUser", () => {
  it("sends a six-digit code through the DLT gateway with exactly the registered sender, template and key", async () => {
    const phoneNumber = newNumber();
    const res = await send(`+91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}`, "register");
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      success: true,
      message: `OTP sent to +91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}`,
      data: { phoneNumber, type: "register", expiresIn: 300, resendIn: 60 },
    });
    const sms = gateway.received.at(-1)!;
    expect(sms.method).toBe("POST");
    expect(sms.path).toBe("/dev/bulkV2");
    expect(sms.headers.authorization).toBe("test-api-key");
    expect(sms.headers["content-type"]).toBe("application/json");
    expect(sms.body).toEqual({
      route: "dlt",
      sender_id: "NIRMAL",
      message: "171234",
      variables_values: expect.stringMatching(/^\d{6}$/),
      numbers: phoneNumber,
      flash: "0",
    });
  });

  it("keeps only a keyed hash of the code, bound to the number and purpose", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const code = gateway.lastCode(phoneNumber);
    const row = await api.db.selectFrom("otp_code").selectAll().where("phone_number", "=", phoneNumber).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: "register", attempts: 0, test_number: false });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * 60 * 1000);
  });

  it.each([
    [{ type: "login" }, "Please enter phone number."],
    [{ phoneNumber: "", type: "login" }, "Please enter phone number."],
    [{ phoneNumber: "98765 4321", type: "login" }, "Should not be less than 10 digits."],
    [{ phoneNumber: "98765432109", type: "login" }, "Should not be less than 10 digits."],
  ])("refuses %j with the field's message", async (payload, message) => {
    const res = await call("POST", "auth/customer/sendOtpToUser", payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, message, error: { code: "validation", fields: { phoneNumber: message } } });
  });

  it("refuses a type other than login or register", async () => {
    const res = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber: newNumber(), type: "admin" });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ type: "type must be login or register" });
  });

  it("refuses a login code for a number that is not registered, and sends nothing", async () => {
    const phoneNumber = newNumber();
    const res = await send(phoneNumber, "login");
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, message: "This number is not registered with us. Please sign up.", error: { code: "not_registered" } });
    expect(gateway.received.some((r) => r.body.numbers === phoneNumber)).toBe(false);
  });

  it("refuses a registration code for a number that is already registered", async () => {
    const phoneNumber = newNumber();
    await signUp(api, gateway, phoneNumber);
    await ageCodes(api, phoneNumber, 61);
    const res = await send(phoneNumber, "register");
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ message: "This number is already registered. Please log in.", error: { code: "already_registered" } });
  });

  it("refuses a new code sooner than 60 s after the last, saying how long to wait", async () => {
    const phoneNumber = newNumber();
    expect((await send(phoneNumber, "register")).statusCode).toBe(200);
    const early = await send(phoneNumber, "register");
    expect(early.statusCode).toBe(429);
    expect(body(early)).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Please wait (59|60) seconds before requesting a new OTP\.$/),
      error: { code: "otp_resend_wait" },
    });

    await ageCodes(api, phoneNumber, 45);
    expect(body(await send(phoneNumber, "register")).message).toMatch(/^Please wait 1[45] seconds/);
    await ageCodes(api, phoneNumber, 16);
    expect((await send(phoneNumber, "register")).statusCode).toBe(200);
  });

  it("sends at most five codes to a number in an hour", async () => {
    const phoneNumber = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await send(phoneNumber, "register", `198.51.100.${i}`)).statusCode).toBe(200);
      await ageCodes(api, phoneNumber, 61);
    }
    const refused = await send(phoneNumber, "register", "198.51.100.99");
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({
      message: expect.stringMatching(/^Too many OTP requests for this number\. Please try again in \d+ minutes\.$/),
      error: { code: "otp_number_limit" },
    });
    expect(body(refused).message).toMatch(/in 55 minutes/);

    // An hour after the first code, the number may ask again.
    await ageCodes(api, phoneNumber, 3600 - 5 * 61);
    expect((await send(phoneNumber, "register", "198.51.100.99")).statusCode).toBe(200);
  });

  it("sends at most OTP_MAX_PER_IP_PER_HOUR codes to one client address, whatever the numbers", async () => {
    const limited = await startApi({ ...gateway.env, OTP_MAX_PER_IP_PER_HOUR: "2" });
    try {
      const ask = (ip: string) => caller(limited)("POST", "auth/customer/sendOtpToUser", { phoneNumber: newNumber(), type: "register" }, { ip });
      expect((await ask("192.0.2.1")).statusCode).toBe(200);
      expect((await ask("192.0.2.1")).statusCode).toBe(200);
      const refused = await ask("192.0.2.1");
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toMatchObject({
        message: expect.stringMatching(/^Too many OTP requests from your network\. Please try again in 60 minutes\.$/),
        error: { code: "otp_address_limit" },
      });
      expect((await ask("192.0.2.2")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("says so when the gateway refuses, and lets the shopper ask again at once", async () => {
    const phoneNumber = newNumber();
    gateway.failNextRequest();
    const failed = await send(phoneNumber, "register");
    expect(failed.statusCode).toBe(502);
    expect(body(failed)).toMatchObject({ success: false, message: "We could not send the OTP right now. Please try again.", error: { code: "sms_failed" } });
    expect((await send(phoneNumber, "register")).statusCode).toBe(200);
  });

  it("gives OTP_TEST_NUMBERS their fixed code, sends them nothing and does not make them wait", async () => {
    const before = gateway.received.length;
    expect((await send(TEST_NUMBER, "register")).statusCode).toBe(200);
    expect((await send(TEST_NUMBER, "register")).statusCode).toBe(200);
    expect(gateway.received.length).toBe(before);
    expect((await verify(TEST_NUMBER, "654321")).statusCode).toBe(400);
    expect((await verify(TEST_NUMBER, "123456")).statusCode).toBe(200);
  });
});

describe("POST /v1/auth/customer/verifyOtp", () => {
  it("answers a single-use proof for the right code", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const res = await verify(phoneNumber, gateway.lastCode(phoneNumber));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      success: true,
      message: "OTP verified",
      data: { verificationToken: expect.stringMatching(/^[\w-]{43}$/), type: "register", expiresIn: 300 },
    });
  });

  it("refuses a wrong code, counting down the tries left", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const wrong = gateway.lastCode(phoneNumber) === "000000" ? "111111" : "000000";
    const res = await verify(phoneNumber, wrong);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: "Invalid OTP. 4 tries left.", error: { code: "otp_invalid", fields: { otp: "Invalid OTP. 4 tries left." } } });
  });

  it("kills the code after five wrong tries: the sixth is refused even when right", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const code = gateway.lastCode(phoneNumber);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push(body(await verify(phoneNumber, wrong)).message);
    expect(messages).toEqual([
      "Invalid OTP. 4 tries left.",
      "Invalid OTP. 3 tries left.",
      "Invalid OTP. 2 tries left.",
      "Invalid OTP. 1 try left.",
      "Invalid OTP. Too many wrong attempts, please request a new OTP.",
    ]);
    const sixth = await verify(phoneNumber, code);
    expect(sixth.statusCode).toBe(429);
    expect(body(sixth)).toMatchObject({ message: "Too many wrong attempts. Please request a new OTP.", error: { code: "otp_locked" } });
  });

  it("counts parallel guesses too: at most five are compared", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const wrong = gateway.lastCode(phoneNumber) === "000000" ? "111111" : "000000";
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(phoneNumber, wrong)));
    expect(answers.filter((a) => body(a).error.code === "otp_invalid")).toHaveLength(5);
    expect(answers.filter((a) => body(a).error.code === "otp_locked")).toHaveLength(3);
  });

  it("refuses an expired code", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    await ageCodes(api, phoneNumber, 5 * 60 + 1);
    const res = await verify(phoneNumber, gateway.lastCode(phoneNumber));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: "This OTP has expired. Please request a new one.", error: { code: "otp_expired" } });
  });

  it("refuses a code used once already", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const code = gateway.lastCode(phoneNumber);
    expect((await verify(phoneNumber, code)).statusCode).toBe(200);
    const again = await verify(phoneNumber, code);
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({ message: "This OTP has already been used. Please request a new one.", error: { code: "otp_used" } });
  });

  it("only knows the newest code of a number", async () => {
    const phoneNumber = newNumber();
    await send(phoneNumber, "register");
    const first = gateway.lastCode(phoneNumber);
    await ageCodes(api, phoneNumber, 61);
    await send(phoneNumber, "register");
    const second = gateway.lastCode(phoneNumber);
    if (first !== second) expect((await verify(phoneNumber, first)).statusCode).toBe(400);
    expect((await verify(phoneNumber, second)).statusCode).toBe(200);
  });

  it("refuses a number that asked for no code, and a code that is not six digits", async () => {
    const none = await verify(newNumber(), "123456");
    expect(none.statusCode).toBe(400);
    expect(body(none)).toMatchObject({ message: "Please request an OTP first.", error: { code: "otp_not_requested" } });
    const short = await verify(newNumber(), "12345");
    expect(body(short)).toMatchObject({ error: { code: "validation", fields: { otp: "Please enter the 6 digit OTP" } } });
  });
});

describe("POST /v1/auth/customer/register and login", () => {
  it("registers with a proof, answering data.id and a token, and logs in later with a new one", async () => {
    const phoneNumber = newNumber();
    const verificationToken = await proofFor(phoneNumber, "register");
    const registered = await call("POST", "auth/customer/register", {
      phoneNumber,
      firstName: "Ravi",
      lastName: "Kumar",
      email: "Ravi@Example.com",
      verificationToken,
      ...device,
    });
    expect(registered.statusCode).toBe(200);
    expect(body(registered)).toEqual({
      success: true,
      message: "Registered successfully",
      data: {
        id: expect.stringMatching(/^\d+$/),
        profile: { firstName: "Ravi", lastName: "Kumar" },
        phoneNumber,
        email: "ravi@example.com",
        language: "en",
        token: expect.any(String),
        expiresAt: expect.any(String),
      },
    });
    const { id, token } = body(registered).data;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);

    await ageCodes(api, phoneNumber, 61);
    const loginProof = await proofFor(phoneNumber, "login");
    const loggedIn = await call("POST", "auth/customer/login", { phoneNumber, verificationToken: loginProof, ...device });
    expect(loggedIn.statusCode).toBe(200);
    expect(body(loggedIn)).toMatchObject({ message: "Logged in successfully", data: { id, profile: { firstName: "Ravi", lastName: "Kumar" } } });
    expect(body(loggedIn).data.token).not.toBe(token);

    const stored = await api.db.selectFrom("customer_token").selectAll().where("customer_id", "=", id).execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((t) => t.token_hash)).not.toContain(token);
    expect(stored[0]).toMatchObject({ device_type: "web", device_id: "device-1", fcm_token: "123455", pincode: "560034" });
  });

  it("refuses login and register without a verified code", async () => {
    const phoneNumber = newNumber();
    const noProof = await call("POST", "auth/customer/register", { phoneNumber, firstName: "A", lastName: "B", ...device });
    expect(noProof.statusCode).toBe(400);
    expect(body(noProof).error.fields).toEqual({ verificationToken: "Please verify your phone number with the OTP first." });

    const forged = await call("POST", "auth/customer/register", { phoneNumber, firstName: "A", lastName: "B", verificationToken: "x".repeat(43), ...device });
    expect(forged.statusCode).toBe(403);
    expect(body(forged)).toMatchObject({ message: "Please verify your phone number with the OTP first.", error: { code: "otp_not_verified" } });
    expect(await api.db.selectFrom("customer").select("id").where("phone_number", "=", phoneNumber).executeTakeFirst()).toBeUndefined();
  });

  it("refuses a proof verified for the other purpose", async () => {
    const phoneNumber = newNumber();
    await signUp(api, gateway, phoneNumber);
    await ageCodes(api, phoneNumber, 61);
    const loginProof = await proofFor(phoneNumber, "login");
    const asRegister = await call("POST", "auth/customer/register", {
      phoneNumber: newNumber(),
      firstName: "A",
      lastName: "B",
      verificationToken: loginProof,
      ...device,
    });
    expect(asRegister.statusCode).toBe(403);

    const other = newNumber();
    const registerProof = await proofFor(other, "register");
    const asLogin = await call("POST", "auth/customer/login", { phoneNumber: other, verificationToken: registerProof, ...device });
    expect(asLogin.statusCode).toBe(403);
    expect(body(asLogin).error.code).toBe("otp_not_verified");
  });

  it("refuses a proof verified for another number", async () => {
    const victim = newNumber();
    await signUp(api, gateway, victim);
    const attacker = newNumber();
    await signUp(api, gateway, attacker);
    await ageCodes(api, attacker, 61);
    const attackerProof = await proofFor(attacker, "login");
    const res = await call("POST", "auth/customer/login", { phoneNumber: victim, verificationToken: attackerProof, ...device });
    expect(res.statusCode).toBe(403);
  });

  it("spends a proof once, and not after five minutes", async () => {
    const phoneNumber = newNumber();
    const proof = await proofFor(phoneNumber, "register");
    const payload = { phoneNumber, firstName: "A", lastName: "B", verificationToken: proof, ...device };
    expect((await call("POST", "auth/customer/register", payload)).statusCode).toBe(200);
    await ageCodes(api, phoneNumber, 61);
    const loginProof = await proofFor(phoneNumber, "login");
    const login = { phoneNumber, verificationToken: loginProof, ...device };
    expect((await call("POST", "auth/customer/login", login)).statusCode).toBe(200);
    expect((await call("POST", "auth/customer/login", login)).statusCode).toBe(403);

    await ageCodes(api, phoneNumber, 61);
    const stale = await proofFor(phoneNumber, "login");
    await api.db
      .updateTable("otp_code")
      .set({ proof_expires_at: sql`now() - interval '1 second'` })
      .where("phone_number", "=", phoneNumber)
      .execute();
    expect((await call("POST", "auth/customer/login", { ...login, verificationToken: stale })).statusCode).toBe(403);
  });

  it("validates the registration payload with the form's messages", async () => {
    const res = await call("POST", "auth/customer/register", {
      phoneNumber: "123",
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      verificationToken: "x",
      ...device,
      deviceType: "phone",
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({
      phoneNumber: "Should not be less than 10 digits.",
      firstName: "Please enter first name",
      lastName: "Please enter last name",
      email: "Please enter valid email address.",
      deviceType: "deviceType must be tablet, mobile or web",
    });
  });
});

describe("tokens", () => {
  const profile = (token?: string) => call("GET", "api/customer/getProfile", undefined, { token });

  it("answers 401 without a token or with one we never issued", async () => {
    for (const res of [await profile(), await profile("not-a-token-we-issued-0123456789")]) {
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ success: false, message: "Please sign in to continue." });
    }
    const noBearer = await api.app.inject({ url: "/v1/api/customer/getProfile", headers: { authorization: "Basic abc" } });
    expect(noBearer.statusCode).toBe(401);
  });

  it("checks the token before reading the body", async () => {
    const res = await call("PUT", "api/customer/updateProfile", { firstName: "" });
    expect(res.statusCode).toBe(401);
  });

  it("revokes the token at logout: the next call gets 417", async () => {
    const { token } = await signUp(api, gateway, newNumber());
    expect((await profile(token)).statusCode).toBe(200);
    const out = await call("POST", "api/customer/logout", { fcmToken: "" }, { token });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toEqual({ success: true, message: "Logged out successfully", data: {} });
    const after = await profile(token);
    expect(after.statusCode).toBe(417);
    expect(body(after)).toMatchObject({ message: "Your session has ended. Please sign in again.", error: { code: "session_ended" } });
  });

  it("answers 417 for an expired token and for a blocked customer", async () => {
    const phoneNumber = newNumber();
    const { id, token } = await signUp(api, gateway, phoneNumber);
    await api.db.updateTable("customer").set({ blocked: true }).where("id", "=", id).execute();
    expect(body(await profile(token))).toMatchObject({ error: { code: "customer_blocked" } });
    expect((await profile(token)).statusCode).toBe(417);
    await ageCodes(api, phoneNumber, 61);
    expect(body(await send(phoneNumber, "login"))).toMatchObject({ error: { code: "customer_blocked" } });

    await api.db.updateTable("customer").set({ blocked: false }).where("id", "=", id).execute();
    await api.db
      .updateTable("customer_token")
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where("customer_id", "=", id)
      .execute();
    expect(body(await profile(token))).toMatchObject({ error: { code: "session_ended" } });
  });
});

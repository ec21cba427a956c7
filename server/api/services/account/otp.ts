import { randomInt } from "node:crypto";
import { sql } from "kysely";
import { MAX_OTP_ATTEMPTS, OTP_TTL_SECONDS, resendWaitLeft, type OtpPurpose } from "@domain/account/sign-in";
import type { Language } from "@domain/i18n/languages";
import { maskedPhone } from "@domain/shared/phone";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import { DomainError } from "../errors";
import { findCustomerByPhone } from "./customers";
import { hmacSha256, newSecretToken, sameHash, sha256 } from "../secrets";
import type { SmsSender } from "../notifications/sms/sender";

/**
 * One-time codes (docs/product.md#sign-in, issue 4): six digits from a cryptographic generator, valid five
 * minutes, stored as an HMAC bound to the number and the purpose, five tries, a new code no sooner
 * than 60 s after the last, hourly caps per number and per client address. Only the newest code of
 * a number counts. A verified code leaves a single-use proof that login or register consumes, so
 * nobody gets a token for a number they do not hold. Across codes, a number may get at most
 * OTP_MAX_WRONG_PER_NUMBER_PER_DAY wrong codes in 24 hours (NIST SP 800-63B allows at most 100
 * consecutive failures); then it can neither ask for nor use a code until the oldest of them is a day
 * old. Fixed-code test numbers are inside that cap too, and each use is logged. All state is in the
 * database.
 */
const PROOF_TTL_SECONDS = 5 * 60;

/** Where each use of a fixed-code test number is reported (the request's logger). */
type OtpLog = { warn(details: object, message: string): void };
type OtpDeps = { db: Db; env: ApiEnv; sms: SmsSender; log: OtpLog };
/** A code is for a customer's login or registration, or for an operator's sign-in (docs/decisions/030). */
type CodePurpose = OtpPurpose | "operator";

export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const hashOtp = (secret: string, { phoneNumber, purpose, code }: { phoneNumber: string; purpose: CodePurpose; code: string }) =>
  hmacSha256(secret, `otp:${purpose}:${phoneNumber}:${code}`);

/** OTP_TEST_NUMBERS ('9999900001:123456,...') as number → fixed code. */
export function parseTestNumbers(value: string): Map<string, string> {
  const pairs = value
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean);
  return new Map(pairs.map((pair) => pair.split(":") as [string, string]));
}

const minutesUntil = (oldest: Date, now: Date) => Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 60_000));

/**
 * Refuses a number that reached its daily cap of wrong codes: the wrong tries of its codes sent in the
 * last 24 hours (every try is counted, so a code's wrong tries are its tries less the one that matched).
 */
async function refuseAfterDailyWrongCodes(db: Db, env: ApiEnv, phoneNumber: string) {
  const today = await db
    .selectFrom("otp_code")
    .select((eb) => [
      sql<string>`coalesce(sum(attempts - case when verified_at is null then 0 else 1 end), 0)`.as("wrong"),
      eb.fn.min("created_at").filterWhere("attempts", ">", 0).as("oldest"),
      sql<Date>`now()`.as("now"),
    ])
    .where("phone_number", "=", phoneNumber)
    .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  if (Number(today.wrong) < env.OTP_MAX_WRONG_PER_NUMBER_PER_DAY) return Number(today.wrong);
  const hours = today.oldest ? Math.max(1, Math.ceil((today.oldest.getTime() + 86_400_000 - today.now.getTime()) / 3_600_000)) : 24;
  throw dailyLimitReached(hours);
}

const DAILY_LIMIT = {
  hour: "Too many wrong OTPs for this number today. Please try again in 1 hour.",
  hours: "Too many wrong OTPs for this number today. Please try again in {hours} hours.",
} as const;

const dailyLimitReached = (hours: number) =>
  new DomainError("rate_limited", "otp_daily_limit", hours === 1 ? DAILY_LIMIT.hour : DAILY_LIMIT.hours, undefined, { hours });

/**
 * Sends a code to a number for a purpose. A login code needs a registered, unblocked number; a
 * registration code an unregistered one. Numbers in OTP_TEST_NUMBERS get their fixed code and no SMS;
 * since nothing is sent, the resend wait and hourly caps (which guard SMS traffic) do not apply to them.
 * The SMS is in the language of the request (./sms/sender.ts).
 */
export async function sendOtp(
  { db, env, sms, log }: OtpDeps,
  input: { phoneNumber: string; purpose: CodePurpose; ipAddress: string; language: Language },
): Promise<{ expiresIn: number }> {
  const { phoneNumber, purpose, ipAddress, language } = input;
  const customer = await findCustomerByPhone(db, phoneNumber);
  if (purpose === "login" && !customer) throw new DomainError("not_found", "not_registered", "This number is not registered with us. Please sign up.");
  if (purpose === "login" && customer?.blocked) throw new DomainError("forbidden", "customer_blocked", "Your account has been blocked. Please contact us.");
  if (purpose === "register" && customer) throw new DomainError("conflict", "already_registered", "This number is already registered. Please log in.");

  const fixedCode = parseTestNumbers(env.OTP_TEST_NUMBERS).get(phoneNumber);
  if (fixedCode) log.warn({ phoneNumber: maskedPhone(phoneNumber), purpose, ipAddress }, "fixed-code test number: OTP requested (OTP_TEST_NUMBERS)");
  const code = fixedCode ?? generateOtp();
  const id = await db.transaction().execute(async (trx) => {
    // One sender per number at a time, so two quick requests cannot both pass the checks below.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`.execute(trx);
    await refuseAfterDailyWrongCodes(trx, env, phoneNumber);
    const { now } = await sql<{ now: Date }>`select now() as now`.execute(trx).then((r) => r.rows[0]);
    if (!fixedCode) {
      const last = await trx
        .selectFrom("otp_code")
        .select("created_at")
        .where("phone_number", "=", phoneNumber)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      const wait = last ? resendWaitLeft(last.created_at.getTime(), now.getTime()) : 0;
      if (wait > 0) {
        throw new DomainError("rate_limited", "otp_resend_wait", "Please wait {seconds} seconds before requesting a new OTP.", undefined, { seconds: wait });
      }

      const recent = (column: "phone_number" | "ip_address", value: string) =>
        trx
          .selectFrom("otp_code")
          .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("created_at").as("oldest")])
          .where(column, "=", value)
          .where("test_number", "=", false)
          .where("created_at", ">", sql<Date>`now() - interval '1 hour'`)
          .executeTakeFirstOrThrow();
      const byNumber = await recent("phone_number", phoneNumber);
      if (Number(byNumber.count) >= env.OTP_MAX_PER_NUMBER_PER_HOUR) {
        throw new DomainError("rate_limited", "otp_number_limit", "Too many OTP requests for this number. Please try again in {minutes} minutes.", undefined, {
          minutes: minutesUntil(byNumber.oldest!, now),
        });
      }
      const byAddress = await recent("ip_address", ipAddress);
      if (Number(byAddress.count) >= env.OTP_MAX_PER_IP_PER_HOUR) {
        throw new DomainError(
          "rate_limited",
          "otp_address_limit",
          "Too many OTP requests from your network. Please try again in {minutes} minutes.",
          undefined,
          { minutes: minutesUntil(byAddress.oldest!, now) },
        );
      }
    }
    const row = await trx
      .insertInto("otp_code")
      .values({
        phone_number: phoneNumber,
        purpose,
        code_hash: hashOtp(env.OTP_SECRET, { phoneNumber, purpose, code }),
        test_number: !!fixedCode,
        ip_address: ipAddress,
        expires_at: sql<Date>`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });

  if (!fixedCode) {
    try {
      await sms.sendOtp({ phoneNumber, code, language });
    } catch (error) {
      // Not sent: forget it, so the shopper may ask again at once.
      await db.deleteFrom("otp_code").where("id", "=", id).execute();
      throw Object.assign(new DomainError("upstream_failed", "sms_failed", "We could not send the OTP right now. Please try again."), { cause: error });
    }
  }
  return { expiresIn: OTP_TTL_SECONDS };
}

/**
 * Checks a code against the newest one sent to the number. Every try is counted before the code is
 * compared, so parallel guesses cannot exceed the cap; a match turns the code into a proof. A code for
 * another purpose than the caller's (a customer's code at the operators' sign-in) is not a code here.
 */
export async function verifyOtp<P extends CodePurpose>(
  { db, env, log }: Pick<OtpDeps, "db" | "env" | "log">,
  input: { phoneNumber: string; code: string; purposes: readonly P[] },
) {
  const { phoneNumber, code } = input;
  const wrongToday = await refuseAfterDailyWrongCodes(db, env, phoneNumber);
  const row = await db
    .selectFrom("otp_code")
    .select(["id", "purpose", "code_hash", "attempts", "verified_at", "expires_at", "test_number", sql<Date>`now()`.as("now")])
    .where("phone_number", "=", phoneNumber)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row || !(input.purposes as readonly CodePurpose[]).includes(row.purpose))
    throw new DomainError("invalid", "otp_not_requested", "Please request an OTP first.");
  if (row.verified_at) throw new DomainError("invalid", "otp_used", "This OTP has already been used. Please request a new one.");
  const locked = () => new DomainError("rate_limited", "otp_locked", "Too many wrong attempts. Please request a new OTP.");
  if (row.attempts >= MAX_OTP_ATTEMPTS) throw locked();
  if (row.expires_at <= row.now) throw new DomainError("invalid", "otp_expired", "This OTP has expired. Please request a new one.");

  const tried = await db
    .updateTable("otp_code")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", row.id)
    .where("attempts", "<", MAX_OTP_ATTEMPTS)
    .where("verified_at", "is", null)
    .returning("attempts")
    .executeTakeFirst();
  if (!tried) throw locked();
  if (row.test_number) log.warn({ phoneNumber: maskedPhone(phoneNumber) }, "fixed-code test number: OTP tried (OTP_TEST_NUMBERS)");
  if (!sameHash(hashOtp(env.OTP_SECRET, { phoneNumber, purpose: row.purpose, code }), row.code_hash)) {
    const left = MAX_OTP_ATTEMPTS - tried.attempts;
    const message =
      wrongToday + 1 >= env.OTP_MAX_WRONG_PER_NUMBER_PER_DAY
        ? `Invalid OTP. ${DAILY_LIMIT.hours}`
        : left > 1
          ? "Invalid OTP. {left} tries left."
          : left === 1
            ? "Invalid OTP. 1 try left."
            : "Invalid OTP. Too many wrong attempts, please request a new OTP.";
    throw new DomainError("invalid", "otp_invalid", message, { otp: message }, { left, hours: 24 });
  }

  const proof = newSecretToken();
  const verified = await db
    .updateTable("otp_code")
    .set({ verified_at: sql<Date>`now()`, proof_hash: sha256(proof), proof_expires_at: sql<Date>`now() + make_interval(secs => ${PROOF_TTL_SECONDS})` })
    .where("id", "=", row.id)
    .where("verified_at", "is", null)
    .returning("purpose")
    .executeTakeFirst();
  if (!verified) throw new DomainError("invalid", "otp_used", "This OTP has already been used. Please request a new one.");
  return { verificationToken: proof, type: verified.purpose as P, expiresIn: PROOF_TTL_SECONDS };
}

/**
 * Spends the proof left by verifyOtp: it must be unused, unexpired and bound to this number and purpose.
 * Runs inside the caller's transaction, so a refusal later on leaves it unspent.
 */
export async function consumeProof(db: Db, input: { phoneNumber: string; purpose: CodePurpose; verificationToken: string }) {
  const spent = await db
    .updateTable("otp_code")
    .set({ proof_used_at: sql<Date>`now()` })
    .where("proof_hash", "=", sha256(input.verificationToken))
    .where("phone_number", "=", input.phoneNumber)
    .where("purpose", "=", input.purpose)
    .where("proof_used_at", "is", null)
    .where("proof_expires_at", ">", sql<Date>`now()`)
    .returning("id")
    .executeTakeFirst();
  if (!spent) throw new DomainError("forbidden", "otp_not_verified", "Please verify your phone number with the OTP first.");
}

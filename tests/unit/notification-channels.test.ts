import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, mergePreferences } from "@domain/notifications/channels";
import { setNotificationPreferencesSchema } from "@domain/notifications/schemas";
import { hmacSha256 } from "../../server/api/services/secrets";
import { isStopRequest, stopRequests, whatsappSignatureValid } from "../../server/api/services/notifications/whatsapp/inbound";

/** Notification channels (docs/product.md#notification-channels): defaults and choices, the webhook's signature, STOP. */

describe("preferences", () => {
  it("defaults to order updates and refill reminders by push, nothing else", () => {
    expect(mergePreferences([])).toEqual({
      "order-updates": { push: true, sms: false, whatsapp: false },
      "refill-reminders": { push: true, sms: false, whatsapp: false },
      offers: { push: false, sms: false, whatsapp: false },
    });
  });

  it("puts the shopper's choices over the defaults, leaving the defaults themselves as they are", () => {
    const merged = mergePreferences([
      { kind: "order-updates", channel: "push", enabled: false },
      { kind: "offers", channel: "sms", enabled: true },
      { kind: "fax-offers", channel: "sms", enabled: true },
      { kind: "offers", channel: "pigeon", enabled: true },
    ]);
    expect(merged["order-updates"]).toEqual({ push: false, sms: false, whatsapp: false });
    expect(merged.offers).toEqual({ push: false, sms: true, whatsapp: false });
    expect(Object.keys(merged)).toEqual(["order-updates", "refill-reminders", "offers"]);
    expect(DEFAULT_PREFERENCES["order-updates"].push).toBe(true);
  });

  it("refuses an unknown kind or channel with a message", () => {
    const kind = setNotificationPreferencesSchema.safeParse({ preferences: { spam: { sms: true } } });
    expect(kind.success ? null : kind.error.issues[0].message).toBe("Choose order updates, refill reminders or offers");
    const channel = setNotificationPreferencesSchema.safeParse({ preferences: { offers: { fax: true } } });
    expect(channel.success ? null : channel.error.issues[0].message).toBe("Choose push, SMS or WhatsApp");
    expect(setNotificationPreferencesSchema.safeParse({ preferences: { offers: { sms: true } }, whatsappConsent: true }).success).toBe(true);
  });
});

describe("the WhatsApp webhook's signature", () => {
  const secret = "app-secret-for-the-test";
  const raw = Buffer.from('{"object":"whatsapp_business_account"}');
  const signed = `sha256=${hmacSha256(secret, raw)}`;

  it("accepts sha256= and the HMAC-SHA256 of the raw body with the app secret", () => {
    expect(whatsappSignatureValid(secret, raw, signed)).toBe(true);
    expect(whatsappSignatureValid(secret, raw, signed.toUpperCase().replace("SHA256=", "sha256="))).toBe(true);
  });

  it("refuses another secret, another body, no prefix, a short or missing header", () => {
    expect(whatsappSignatureValid("another-secret-entirely", raw, signed)).toBe(false);
    expect(whatsappSignatureValid(secret, Buffer.from(`${raw} `), signed)).toBe(false);
    expect(whatsappSignatureValid(secret, raw, signed.slice("sha256=".length))).toBe(false);
    expect(whatsappSignatureValid(secret, raw, signed.slice(0, -2))).toBe(false);
    expect(whatsappSignatureValid(secret, raw, undefined)).toBe(false);
  });
});

describe("STOP", () => {
  it("matches STOP and UNSUBSCRIBE in any case, trimmed, and nothing else", () => {
    for (const text of ["STOP", "stop", "  Stop\n", "UNSUBSCRIBE", "unsubscribe "]) expect(isStopRequest(text), text).toBe(true);
    for (const text of ["STOP please", "don't stop", "S T O P", "", "start"]) expect(isStopRequest(text), text).toBe(false);
  });

  const event = (messages: object[]) => ({ object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "messages", value: { messages } }] }] });

  it("finds the 10-digit numbers of text messages that ask to stop", () => {
    expect(
      stopRequests(
        event([
          { from: "919812345670", type: "text", text: { body: "Stop" } },
          { from: "919812345671", type: "text", text: { body: "Thanks!" } },
          { from: "919812345672", type: "image", image: { id: "1" } },
          { from: "14155550100", type: "text", text: { body: "STOP" } },
          { from: "919812345670", type: "text", text: { body: "UNSUBSCRIBE" } },
        ]),
      ),
    ).toEqual(["9812345670"]);
    expect(stopRequests({ entry: [{ changes: [{ value: { statuses: [{ id: "x" }] } }] }] })).toEqual([]);
    expect(stopRequests(null)).toEqual([]);
    expect(stopRequests({ entry: "x" })).toEqual([]);
  });
});

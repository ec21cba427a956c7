import { generateKeyPairSync } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { BatchResponse, MulticastMessage } from "firebase-admin/messaging";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PUSH_TOKEN } from "@domain/notifications/push";
import { loadApiEnv } from "../../server/api/env";
import { createPushSender } from "../../server/api/services/notifications/push";
import { firebasePush } from "../../server/api/services/notifications/push/firebase";
import { pushTokenOf } from "../../app/routes/account/push-token.server";

/** A logger that keeps its lines. */
function recordingLog() {
  const lines: string[] = [];
  const log = { info: (message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** firebase-admin's Messaging, answering each token as told: ok, or the error code FCM gives. */
function fakeMessaging(answers: Record<string, string | "ok">) {
  const calls: MulticastMessage[] = [];
  return {
    calls,
    async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
      calls.push(message);
      const responses = message.tokens.map((token) =>
        answers[token] === "ok"
          ? { success: true, messageId: `m-${token}` }
          : { success: false, error: { code: answers[token] ?? "messaging/internal-error", message: "no" } },
      );
      return { responses, successCount: responses.filter((r) => r.success).length, failureCount: responses.filter((r) => !r.success).length } as BatchResponse;
    },
  };
}

describe("the FCM push adapter", () => {
  const message = { title: "Order NHC0000001: Accepted", body: "Your order NHC0000001 has been accepted.", link: "/notifications" };

  it("sends the title and body as a notification and the link as data", async () => {
    const messaging = fakeMessaging({ a: "ok" });
    expect(await firebasePush(messaging).send(["a"], message)).toEqual({ sent: 1, unregistered: [], failed: 0 });
    expect(messaging.calls).toEqual([{ tokens: ["a"], notification: { title: message.title, body: message.body }, data: { link: "/notifications" } }]);
  });

  it("sorts FCM's answers: sent, unregistered (to forget) and failed (to try again)", async () => {
    const messaging = fakeMessaging({
      ok: "ok",
      gone: "messaging/registration-token-not-registered",
      bad: "messaging/invalid-registration-token",
      busy: "messaging/server-unavailable",
    });
    expect(await firebasePush(messaging).send(["ok", "gone", "bad", "busy"], message)).toEqual({ sent: 1, unregistered: ["gone", "bad"], failed: 1 });
  });

  it("sends at most 500 tokens in one multicast", async () => {
    const tokens = Array.from({ length: 1001 }, (_, i) => `t${i}`);
    const messaging = fakeMessaging(Object.fromEntries(tokens.map((t) => [t, "ok"])));
    expect((await firebasePush(messaging).send(tokens, message)).sent).toBe(1001);
    expect(messaging.calls.map((c) => c.tokens.length)).toEqual([500, 500, 1]);
  });
});

describe("push with a Firebase service account", () => {
  it("builds the FCM adapter offline, without logging a missing configuration", async () => {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const account = { type: "service_account", project_id: "nirmal-test", client_email: "push@nirmal-test.iam.gserviceaccount.com", private_key: privateKey };
    const { log, lines } = recordingLog();
    const push = await createPushSender(loadApiEnv({ NODE_ENV: "test", FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify(account) }), log);
    expect(push.configured).toBe(true);
    expect(lines).toEqual([]);
  });
});

describe("push without Firebase settings", () => {
  it("logs 'missing configuration' once and sends nothing", async () => {
    const { log, lines } = recordingLog();
    const push = await createPushSender(loadApiEnv({ NODE_ENV: "test" }), log);
    expect(push.configured).toBe(false);
    expect(await push.send(["a"], { title: "t", body: "b", link: "/" })).toEqual({ sent: 0, unregistered: [], failed: 0 });
    expect(lines).toEqual(["Push notifications: missing configuration: FIREBASE_SERVICE_ACCOUNT_JSON is not set, so no push is sent"]);
  });

  it("refuses a service account setting that is not a key", () => {
    expect(() => loadApiEnv({ NODE_ENV: "test", FIREBASE_SERVICE_ACCOUNT_JSON: "{}" })).toThrow(/FIREBASE_SERVICE_ACCOUNT_JSON/);
  });
});

describe("the push token a form sends", () => {
  const form = (token?: string) => {
    const data = new FormData();
    if (token !== undefined) data.set("fcmToken", token);
    return data;
  };
  it("is the browser's token, or the placeholder when it has none or sends something else", () => {
    expect(pushTokenOf(form("dGVzdA:APA91b-token_1"))).toBe("dGVzdA:APA91b-token_1");
    expect(pushTokenOf(form())).toBe(PLACEHOLDER_PUSH_TOKEN);
    expect(pushTokenOf(form(""))).toBe(PLACEHOLDER_PUSH_TOKEN);
    expect(pushTokenOf(form("a b"))).toBe(PLACEHOLDER_PUSH_TOKEN);
    expect(pushTokenOf(form("x".repeat(4097)))).toBe(PLACEHOLDER_PUSH_TOKEN);
  });
});

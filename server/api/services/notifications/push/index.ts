import type { FastifyBaseLogger } from "fastify";
import type { ServiceAccount } from "firebase-admin/app";
import type { ApiEnv } from "../../../env";
import { firebasePush } from "./firebase";
import { unconfiguredPush, type PushSender } from "./sender";

const APP_NAME = "push";

/**
 * Firebase Cloud Messaging when its service account is set (FIREBASE_SERVICE_ACCOUNT_JSON), else
 * nothing. firebase-admin is loaded only then: without push the API neither loads nor pays for it.
 */
export async function createPushSender(env: ApiEnv, log: FastifyBaseLogger): Promise<PushSender> {
  if (!env.FIREBASE_SERVICE_ACCOUNT_JSON) return unconfiguredPush(log);
  const [{ cert, getApps, initializeApp }, { getMessaging }] = await Promise.all([import("firebase-admin/app"), import("firebase-admin/messaging")]);
  const account = JSON.parse(env.FIREBASE_SERVICE_ACCOUNT_JSON) as ServiceAccount;
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ credential: cert(account) }, APP_NAME);
  return firebasePush(getMessaging(app));
}

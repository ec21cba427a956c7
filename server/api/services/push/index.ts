import { cert, getApps, initializeApp, type ServiceAccount } from "firebase-admin/app";
import { getMessaging } from "firebase-admin/messaging";
import type { FastifyBaseLogger } from "fastify";
import type { ApiEnv } from "../../env";
import { firebasePush } from "./firebase";
import { unconfiguredPush, type PushSender } from "./sender";

const APP_NAME = "push";

/** Firebase Cloud Messaging when its service account is set (FIREBASE_SERVICE_ACCOUNT_JSON), else nothing. */
export function createPushSender(env: ApiEnv, log: FastifyBaseLogger): PushSender {
  if (!env.FIREBASE_SERVICE_ACCOUNT_JSON) return unconfiguredPush(log);
  const account = JSON.parse(env.FIREBASE_SERVICE_ACCOUNT_JSON) as ServiceAccount;
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ credential: cert(account) }, APP_NAME);
  return firebasePush(getMessaging(app));
}

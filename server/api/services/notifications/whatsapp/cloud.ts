import { templateComponents, type WhatsappSender } from "./sender";

type CloudConfig = { apiUrl: string; phoneNumberId: string; token: string };

const TIMEOUT_MS = 10_000;

/**
 * The WhatsApp Business Cloud API (Meta's Graph API): `POST {apiUrl}/{phone-number-id}/messages` with
 * the system user's token as a bearer token. It answers `{messages: [{id}]}` when it takes the message,
 * else `{error: {message, code}}` with an HTTP error.
 */
export function cloudWhatsapp(config: CloudConfig): WhatsappSender {
  return {
    async sendTemplate({ to, template, language, parameters, quickReply }) {
      const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to,
          type: "template",
          template: { name: template, language: { code: language }, components: templateComponents(parameters, quickReply) },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as { messages?: unknown[]; error?: { message?: string; code?: number } } | null;
      if (!response.ok || !answer?.messages?.length) {
        throw new Error(`WhatsApp refused the template message (HTTP ${response.status}): ${JSON.stringify(answer?.error ?? null)}`);
      }
    },
  };
}

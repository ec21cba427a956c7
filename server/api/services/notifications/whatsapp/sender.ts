/**
 * A WhatsApp template message (the Business Cloud API's `type: "template"`): business-started messages
 * must use a template Meta approved, named and in a language, its body's `{{1}}`, `{{2}}` filled with
 * `parameters`. `text` is what the shopper reads, for the local adapter's record.
 */
export type WhatsappTemplateMessage = {
  /** The number with its country code and no '+': 919812345670. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  text: string;
  /** The payload of the template's quick-reply button, for a template that has one (order_confirm). */
  quickReply?: string;
};

/** Sends a template message on WhatsApp. Throws when the service refuses or cannot be reached (the outbox tries again). */
export interface WhatsappSender {
  sendTemplate(message: WhatsappTemplateMessage): Promise<void>;
}

/** The template's components as the Cloud API takes them: its body's parameters, as text, in order. */
export const templateComponents = (parameters: string[], quickReply?: string) => [
  { type: "body", parameters: parameters.map((text) => ({ type: "text", text })) },
  ...(quickReply ? [{ type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: quickReply }] }] : []),
];

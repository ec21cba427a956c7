import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, preferenceField, type NotificationChannel, type NotificationKind } from "@domain/notifications/channels";
import type { NotificationPreferences } from "@domain/notifications/schemas";
import { displayPhone } from "@domain/shared/phone";
import { SubmitButton } from "~/components/SubmitButton";
import { useT } from "~/i18n/useT";
import { PREFERENCES_ACTION, WHATSAPP_CONSENT } from "~/routes/account/notification-preferences";
import type { PreferencesRefusal } from "~/routes/account/notification-preferences.server";

const KIND_LABELS = { "order-updates": "Order updates", "refill-reminders": "Refill reminders", offers: "Offers" } as const satisfies Record<
  NotificationKind,
  string
>;
const CHANNEL_LABELS = { push: "Push", sms: "SMS", whatsapp: "WhatsApp" } as const satisfies Record<NotificationChannel, string>;

/**
 * The channels of each kind of notification, on the profile (docs/product.md#notification-channels): a
 * plain form of checkboxes with one Save, and WhatsApp's own consent box saying what the shopper agrees
 * to. Refused, it shows the boxes as they were posted with the reason.
 */
export function NotificationPreferencesForm({ saved, phoneNumber }: { saved: NotificationPreferences; phoneNumber: string }) {
  const t = useT();
  const refusal = useActionData<PreferencesRefusal | undefined>()?.preferencesRefusal;
  const shown = refusal?.posted ?? { preferences: saved.preferences, whatsappConsent: saved.whatsappOptedInAt !== null };
  const checked = (kind: NotificationKind, channel: NotificationChannel) => shown.preferences[kind]?.[channel] === true;
  return (
    <Form method="post" action={PREFERENCES_ACTION} className="account-form notification-preferences" aria-labelledby="notification-preferences">
      <h2 id="notification-preferences">{t("Notification preferences")}</h2>
      <p className="muted">{t("Every notification is in your list in the shop. Choose where else we send each kind.")}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="preferences" />
      {refusal && !refusal.field ? (
        <div className="alert alert-error" role="alert">
          <p>{t.text(refusal.message)}</p>
        </div>
      ) : null}
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} className="channel-choices">
          <legend>{t(KIND_LABELS[kind])}</legend>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <label key={channel} className="checkbox">
              <input type="checkbox" name={preferenceField(kind, channel)} defaultChecked={checked(kind, channel)} /> {t(CHANNEL_LABELS[channel])}
            </label>
          ))}
        </fieldset>
      ))}
      <p className="muted">{t("Push reaches the browsers where you allowed notifications.")}</p>
      <fieldset className="channel-choices">
        <legend>{t("WhatsApp")}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            name={WHATSAPP_CONSENT}
            defaultChecked={shown.whatsappConsent}
            aria-describedby={refusal?.field ? "whatsapp-consent-error" : undefined}
          />{" "}
          {t("I agree to get messages from Nirmal on WhatsApp at +91 {phoneNumber}, of the kinds ticked above. I can reply STOP to end them.", {
            phoneNumber: displayPhone(phoneNumber),
          })}
        </label>
        {refusal?.field ? (
          <p className="field-error" id="whatsapp-consent-error">
            {t.text(refusal.message)}
          </p>
        ) : null}
        {saved.whatsappOptedInAt ? (
          <p className="muted">{t("You agreed to WhatsApp messages on {date}.", { date: t.date(saved.whatsappOptedInAt) })}</p>
        ) : (
          <p className="muted">{t("WhatsApp is off.")}</p>
        )}
      </fieldset>
      <SubmitButton intent="preferences" pendingText={t("Saving…")}>
        {t("Save preferences")}
      </SubmitButton>
    </Form>
  );
}

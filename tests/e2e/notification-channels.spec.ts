import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_API_URL, e2eEnv } from "../../playwright.config";
import { expect, phoneFor, signedIn, test } from "./fixtures";

/**
 * Notification channels on /profile (docs/product.md#notification-channels), with JavaScript and
 * without: the preferences form's defaults, a refusal that keeps what was ticked, saving and seeing it
 * again; WhatsApp's own consent; and a STOP sent on WhatsApp (a webhook signed as Meta signs it)
 * showing WhatsApp off on the profile.
 */

const preferencesForm = (page: Page) => page.getByRole("form", { name: "Notification preferences" });
const box = (page: Page, kind: string, channel: string) => preferencesForm(page).getByRole("group", { name: kind }).getByLabel(channel, { exact: true });
const consent = (page: Page) => preferencesForm(page).getByLabel(/I agree to get messages from Nirmal on WhatsApp at \+91 /);

async function openProfile(page: Page) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  await expect(preferencesForm(page)).toBeVisible();
}

async function save(page: Page) {
  await preferencesForm(page).getByRole("button", { name: "Save preferences" }).click();
}

test("preferences: the defaults, a refusal that keeps what was ticked, saved and shown again", async ({ page }) => {
  await signedIn(page, phoneFor("channels: preferences"));
  await openProfile(page);

  await expect(box(page, "Order updates", "Push")).toBeChecked();
  await expect(box(page, "Refill reminders", "Push")).toBeChecked();
  for (const channel of ["SMS", "WhatsApp"]) await expect(box(page, "Order updates", channel)).not.toBeChecked();
  for (const channel of ["Push", "SMS", "WhatsApp"]) await expect(box(page, "Offers", channel)).not.toBeChecked();
  await expect(consent(page)).not.toBeChecked();
  await expect(preferencesForm(page).getByText("WhatsApp is off.")).toBeVisible();

  // WhatsApp without the consent box: refused, nothing saved, the boxes as they were ticked.
  await box(page, "Order updates", "SMS").check();
  await box(page, "Refill reminders", "Push").uncheck();
  await box(page, "Offers", "SMS").check();
  await box(page, "Order updates", "WhatsApp").check();
  await save(page);
  await expect(preferencesForm(page).getByText("To get messages on WhatsApp, tick the box to agree to them.")).toBeVisible();
  await expect(box(page, "Order updates", "SMS")).toBeChecked();
  await expect(box(page, "Order updates", "WhatsApp")).toBeChecked();
  await openProfile(page);
  await expect(box(page, "Order updates", "SMS")).not.toBeChecked();
  await expect(box(page, "Refill reminders", "Push")).toBeChecked();

  await box(page, "Order updates", "SMS").check();
  await box(page, "Refill reminders", "Push").uncheck();
  await box(page, "Offers", "SMS").check();
  await save(page);
  await expect(page.getByText("Notification preferences saved")).toBeVisible();
  await openProfile(page);
  await expect(box(page, "Order updates", "SMS")).toBeChecked();
  await expect(box(page, "Order updates", "Push")).toBeChecked();
  await expect(box(page, "Refill reminders", "Push")).not.toBeChecked();
  await expect(box(page, "Offers", "SMS")).toBeChecked();
  await expect(box(page, "Offers", "Push")).not.toBeChecked();
});

/** A message from a shopper's WhatsApp as the Cloud API's webhook brings it, signed with the app secret. */
async function whatsappMessage(phoneNumber: string, text: string) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "1",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", messages: [{ from: `91${phoneNumber}`, id: "wamid.e2e", type: "text", text: { body: text } }] },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", e2eEnv.WHATSAPP_APP_SECRET).update(raw).digest("hex")}`;
  const response = await fetch(`${E2E_API_URL}/v1/webhooks/whatsapp`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    body: raw,
  });
  expect(response.status).toBe(200);
}

test("WhatsApp: opted in with the consent box, then off on the profile after the shopper sends STOP", async ({ page }) => {
  const phone = phoneFor("channels: whatsapp opt-in");
  await signedIn(page, phone);
  await openProfile(page);
  await expect(consent(page)).toHaveAccessibleName(new RegExp(`\\+91 ${phone.slice(0, 5)} ${phone.slice(5)}, of the kinds ticked above`));

  await box(page, "Order updates", "WhatsApp").check();
  await box(page, "Refill reminders", "WhatsApp").check();
  await consent(page).check();
  await save(page);
  await expect(page.getByText("Notification preferences saved")).toBeVisible();
  await openProfile(page);
  await expect(box(page, "Order updates", "WhatsApp")).toBeChecked();
  await expect(box(page, "Refill reminders", "WhatsApp")).toBeChecked();
  await expect(consent(page)).toBeChecked();
  await expect(preferencesForm(page).getByText(/^You agreed to WhatsApp messages on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();

  await whatsappMessage(phone, " Stop ");
  await openProfile(page);
  await expect(box(page, "Order updates", "WhatsApp")).not.toBeChecked();
  await expect(box(page, "Refill reminders", "WhatsApp")).not.toBeChecked();
  await expect(consent(page)).not.toBeChecked();
  await expect(preferencesForm(page).getByText("WhatsApp is off.")).toBeVisible();
  // Push was not touched.
  await expect(box(page, "Order updates", "Push")).toBeChecked();
});

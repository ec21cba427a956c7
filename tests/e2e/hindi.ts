import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { translator, type Messages, type Params } from "@domain/i18n/translate";
import { expect, hydrated } from "./fixtures";

/** Every Hindi message, from the translation files (read as files: the test runner does not import JSON). */
const dir = new URL("../../domain/i18n/hi/", import.meta.url);
const HINDI: Messages = Object.assign(
  {},
  ...readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Messages),
);
const hindi = translator("hi", HINDI);

/**
 * A message as the shop shows it in Hindi, from the shop's own translation files, so a spec never writes
 * out the Hindi it expects. A message the files do not translate fails the test.
 */
export function hi(english: string, params?: Params): string {
  expect(HINDI[english], `the Hindi of "${english}"`).toBeDefined();
  return hindi.text(english, params);
}

/** Switches the page's language with the header's switch, as a shopper does, and waits for the page in it. */
export async function switchTo(page: Page, language: "hi" | "en") {
  await hydrated(page);
  await page
    .getByRole("button", { name: language === "hi" ? "हिन्दी" : "English" })
    .first()
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", language === "hi" ? "hi-IN" : "en-IN");
}

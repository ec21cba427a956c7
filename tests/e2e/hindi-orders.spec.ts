import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { moveOrder, unpaidOrder } from "./api";
import { expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";
import { hi, switchTo } from "./hindi";

/**
 * Orders, help and reviews in Hindi (issue 33): a shopper who switches to हिन्दी in the header sees
 * their orders, an order's page, tracking, cancelling, a return and its refund, the help centre, the FAQ,
 * the contact page and their reviews in Hindi, a form's refusal included; the invoice carries its Hindi
 * labels. With JavaScript and without.
 */

const orderCard = (page: Page, id: string) => page.locator(".order-card").filter({ has: page.getByRole("link", { name: `ऑर्डर ${id}`, exact: true }) });

test("orders in Hindi: the list and its filter, cancelling, tracking, the invoice, a return with its refusals, and the refund", async ({ page }) => {
  const phone = phoneFor("hindi: orders");
  const pending = await unpaidOrder(phone, "COD");
  const onTheWay = await unpaidOrder(phone, "COD");
  await moveOrder(onTheWay, "accepted", "on-the-way");
  const delivered = await unpaidOrder(phone, "COD");
  await moveOrder(delivered, "accepted", "on-the-way", "delivered");
  await signedIn(page, phone);

  await page.goto("/order_list");
  await switchTo(page, "hi");
  await expect(page.getByRole("heading", { name: "मेरे ऑर्डर", level: 1 })).toBeVisible();
  await expect(orderCard(page, pending).getByTestId("order-status")).toHaveText("लंबित");
  await expect(orderCard(page, onTheWay).getByTestId("order-status")).toHaveText("डिलीवरी के लिए निकला");
  await expect(orderCard(page, delivered).getByTestId("order-status")).toHaveText("डिलीवर हो गया");
  await expect(orderCard(page, pending)).toContainText("कैश ऑन डिलीवरी");
  await expect(page.getByLabel("क्रमबद्ध करें").locator("option")).toHaveText(["नए पहले", "पुराने पहले"]);
  await page.getByLabel("फ़िल्टर").selectOption({ label: "डिलीवर हो गया" });
  if (!js()) await page.getByRole("button", { name: "लागू करें" }).click();
  await expect(page).toHaveURL(/filter=status%3Adelivered/);
  await expect(orderCard(page, delivered)).toBeVisible();
  await expect(orderCard(page, pending)).toHaveCount(0);

  // Cancelling, with its confirm step (a dialog with JavaScript, a page of its own without).
  await page.goto(`/order_detail/${pending}`);
  await expect(page.getByRole("heading", { name: `ऑर्डर ${pending}`, level: 1 })).toBeVisible();
  await expect(page.getByText(hi("Pay on delivery"))).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "ऑर्डर रद्द करें" }).click();
  const confirm = page.getByRole("dialog", { name: "यह ऑर्डर रद्द करें?" });
  await expect(confirm).toContainText(`का ऑर्डर ${pending} रद्द कर दिया जाएगा।`);
  await confirm.getByRole("button", { name: "हाँ, ऑर्डर रद्द करें" }).click();
  await expect(page).toHaveURL(new RegExp(`/order_detail/${pending}$`));
  await expect(page.getByTestId("order-status")).toHaveText("रद्द किया गया");
  await expect(page.getByRole("list", { name: "स्थिति का इतिहास" }).getByRole("listitem").filter({ hasText: "रद्द किया गया" })).toContainText("भारतीय समयानुसार");
  await expect(page.getByRole("link", { name: "ऑर्डर रद्द करें" })).toHaveCount(0);

  // Tracking an order on its way, and the shop's word for one that is not.
  await page.goto(`/order_detail/${onTheWay}`);
  await page.getByRole("link", { name: "ऑर्डर ट्रैक करें" }).click();
  await expect(page.getByRole("heading", { name: `ऑर्डर ${onTheWay} ट्रैक करें`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("डिलीवरी के लिए निकला");
  await expect(page.getByRole("region", { name: "यहाँ डिलीवर होगा" }).locator("address")).toContainText("फ़ोन ");
  await expect(page.getByTestId("cash-due")).toHaveText(/^डिलीवरी पर पेमेंट के लिए ₹[\d,.]+ तैयार रखें।$/);
  await expect(page.getByRole("progressbar", { name: "ऑर्डर की प्रगति" })).toHaveAttribute("value", "68");
  if (js()) await expect(page.getByTestId("live-state")).toHaveText("यह पेज अपने-आप अपडेट होता है।");
  else await expect(page.getByTestId("live-state").getByRole("link", { name: "रीफ़्रेश करें" })).toBeVisible();
  await page.goto(`/live_tracking/${delivered}`);
  await expect(page).toHaveURL(new RegExp(`/order_detail/${delivered}$`));
  await expect(page.getByText("ट्रैकिंग तभी उपलब्ध है जब आपका ऑर्डर डिलीवरी या पिकअप के लिए निकला हो।")).toBeVisible();

  // The delivered order's invoice, labelled in English and Hindi.
  await expect(page.getByTestId("order-status")).toHaveText("डिलीवर हो गया");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "इनवॉइस डाउनलोड करें" }).click();
  const invoice = await readFile(await (await download).path());
  expect(execFileSync("pdftotext", ["-layout", "-", "-"], { input: invoice }).toString()).toContain("Tax Invoice / टैक्स इनवॉइस");

  // A return: the form's refusals in Hindi, then the request.
  await page.getByRole("link", { name: "वापस करें", exact: true }).click();
  await expect(page.getByRole("heading", { name: `ऑर्डर ${delivered} वापस करें`, level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "वापसी का अनुरोध करें" }).click();
  await expect(page.getByText(hi("Please select a reason"), { exact: true })).toBeVisible();
  await expect(page.getByText(hi("Please enter your UPI ID"), { exact: true })).toBeVisible();
  await page.getByLabel("कारण").selectOption("Damaged or leaking");
  await page.getByLabel("रिफ़ंड के लिए UPI ID").fill("asha");
  await page.getByRole("button", { name: "वापसी का अनुरोध करें" }).click();
  await expect(page.getByText(hi("Please enter a valid UPI ID, like name@bank"), { exact: true })).toBeVisible();
  await page.getByLabel("रिफ़ंड के लिए UPI ID").fill("asha.verma@okbank");
  await page.getByLabel("टिप्पणी (वैकल्पिक)").fill("ढक्कन टूटा हुआ था।");
  await page.getByRole("button", { name: "वापसी का अनुरोध करें" }).click();
  await expect(page).toHaveURL(new RegExp(`/order_detail/${delivered}$`));
  await expect(page.getByTestId("order-status")).toHaveText("वापसी का अनुरोध किया गया");
  await expect(page.getByRole("heading", { name: "वापसी का अनुरोध", level: 2 })).toBeVisible();
  await expect(page.getByText("टूटा हुआ या लीक हो रहा है: ढक्कन टूटा हुआ था।")).toBeVisible();

  await moveOrder(delivered, "return-request-accepted", "return-request-approved", "return-on-the-way", "returned");
  await page.goto("/refund");
  await expect(page.getByRole("heading", { name: "रिफ़ंड", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "राशि" })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: delivered }) });
  await expect(row).toContainText("आपकी UPI ID में");
});

test("help in Hindi: the help centre, a help request with its refusals, the FAQ and the contact page", async ({ page }) => {
  const phone = phoneFor("hindi: help");
  await signedIn(page, phone);

  await page.goto("/help_list");
  await switchTo(page, "hi");
  await expect(page.getByRole("heading", { name: "सहायता केंद्र", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आपके सहायता अनुरोध", level: 2 })).toBeVisible();
  await expect(page.getByText("अभी तक कोई सहायता अनुरोध नहीं।")).toBeVisible();
  await page.getByRole("link", { name: "सहायता अनुरोध भेजें" }).click();
  await expect(page).toHaveURL(/\/more_help$/);
  await expect(page.getByRole("heading", { name: "और सहायता", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel("मोबाइल नंबर")).toHaveValue(phone);
  await page.getByRole("button", { name: "सबमिट करें" }).click();
  await expect(page.getByText(hi("Please select Reason"), { exact: true })).toBeVisible();
  await expect(page.getByText(hi("Please write your issue"), { exact: true })).toBeVisible();
  await page.getByLabel("कारण").selectOption({ label: "ऑर्डर या डिलीवरी" });
  await page.getByLabel("आपकी समस्या").fill("मेरा ऑर्डर अब तक नहीं आया।");
  await page.getByRole("button", { name: "सबमिट करें" }).click();
  await expect(page).toHaveURL(/\/help_list$/);
  const ticket = page.getByRole("article").filter({ hasText: "मेरा ऑर्डर अब तक नहीं आया।" });
  await expect(ticket.getByRole("heading", { name: /^सहायता अनुरोध #\S+ खुला$/ })).toBeVisible();
  await expect(ticket).toContainText("ऑर्डर या डिलीवरी · भेजा गया ");
  await expect(ticket.getByText("हम आम तौर पर एक कामकाजी दिन में जवाब देते हैं। जवाब आने पर हम आपको सूचना भेजेंगे।")).toBeVisible();

  // The FAQ's frame (its questions and answers are the catalogue's): a search that finds nothing.
  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "अक्सर पूछे जाने वाले सवाल", level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("सवालों में खोजें").fill("zebra crossing");
  await page.getByRole("button", { name: "खोजें", exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?q=zebra\+crossing$/);
  await expect(page.getByText("“zebra crossing” से मेल खाता कोई जवाब नहीं मिला।")).toBeVisible();
  await page.getByRole("link", { name: "सभी सवाल देखें" }).click();
  await expect(page).toHaveURL(/\/faq$/);

  // The contact page: a refusal, then the thanks.
  await page.goto("/contactus");
  await expect(page.getByRole("heading", { name: "संपर्क करें", level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "हमसे संपर्क के दूसरे तरीके" })).toContainText("सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक");
  await hydrated(page);
  await page.getByRole("button", { name: "कॉल बैक का अनुरोध करें" }).click();
  await expect(page.getByText(hi("Please enter your name"), { exact: true })).toBeVisible();
  await page.getByLabel("नाम").fill("आशा वर्मा");
  await page.getByLabel("फ़ोन नंबर").fill(phone);
  await page.getByLabel("संदेश").fill("मुझे रीफ़िल के बारे में जानना है।");
  await page.getByRole("button", { name: "कॉल बैक का अनुरोध करें" }).click();
  await expect(page.getByText("धन्यवाद! हम एक कामकाजी दिन के अंदर आपको कॉल करेंगे।")).toBeVisible();
});

test("reviews in Hindi: my reviews, a review form's refusal, a review saved and deleted", async ({ page }) => {
  const phone = phoneFor("hindi: reviews");
  const orderId = await unpaidOrder(phone, "COD");
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  await signedIn(page, phone);

  await page.goto("/my_reviews");
  await switchTo(page, "hi");
  await expect(page.getByRole("heading", { name: "मेरी समीक्षाएँ", level: 1 })).toBeVisible();
  await expect(page.getByText("आपने अभी तक किसी प्रोडक्ट की समीक्षा नहीं की है।")).toBeVisible();

  await page.goto(`/order_detail/${orderId}`);
  await page.getByRole("link", { name: /की समीक्षा करें$/ }).click();
  await expect(page).toHaveURL(/\/my_reviews\?product=/);
  await expect(page.getByRole("heading", { name: /की समीक्षा$/, level: 1 })).toBeVisible();
  await hydrated(page);
  const stars = page.getByRole("group", { name: "आपकी रेटिंग" });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  await stars.getByRole("radio", { name: "5 स्टार शानदार" }).check();
  const photos = page.getByLabel(/^फ़ोटो \(वैकल्पिक/);
  await photos.setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("these are not photos") }]);
  await page.getByRole("button", { name: "समीक्षा सबमिट करें" }).click();
  await expect(photos).toHaveAccessibleDescription(hi("Photos must be JPEG, PNG or WebP pictures"));

  await photos.setInputFiles([]);
  await stars.getByRole("radio", { name: "4 स्टार बहुत अच्छा" }).check();
  await page.getByLabel("शीर्षक (वैकल्पिक)").fill(`अच्छी ख़ुशबू (${test.info().project.name} ${test.info().repeatEachIndex})`);
  await page.getByRole("button", { name: "समीक्षा सबमिट करें" }).click();
  await expect(page).toHaveURL(/\/my_reviews$/);
  const mine = page.locator(".my-review").filter({ hasText: "अच्छी ख़ुशबू" });
  await expect(mine).toContainText("समीक्षा की तारीख: ");
  await expect(mine.getByRole("link", { name: /की समीक्षा बदलें$/ })).toBeVisible();
  await mine.getByRole("button", { name: /की समीक्षा हटाएँ$/ }).click();
  await expect(page.getByText("आपने अभी तक किसी प्रोडक्ट की समीक्षा नहीं की है।")).toBeVisible();
});

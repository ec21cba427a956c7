import sharp from "sharp";
import { customerToken, moveOrder, unpaidOrder } from "./api";
import { expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";

/**
 * Ratings and reviews (issue 15): after an operator delivers an order, its customer reviews the product
 * with two photos from the order's page, sees the review on the product page, /my_reviews and the
 * account tab, edits it and deletes it. Both with JavaScript and without.
 */
const PRODUCT = "Sandalwood-Hand-Wash-250-ml"; // no other spec buys it or counts its stock
const NAME = "Sandalwood Hand Wash 250 ml";

/** A phone-like photo: with sensor noise it weighs some hundreds of KB, far past the 64 KB other forms may send. */
const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();

test("a delivered product is reviewed with two photos, shown on its page and in my reviews, edited and deleted", async ({ page }) => {
  const phone = phoneFor("reviews: reviewer");
  const orderId = await unpaidOrder(phone, "COD", PRODUCT, 1);
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  const title = `Smells like a temple (${test.info().project.name} ${test.info().repeatEachIndex})`;

  await signedIn(page, phone);
  await page.goto(`/order_detail/${orderId}`);
  await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole("link", { name: `Review ${NAME}` }).click();
  await expect(page).toHaveURL(`/my_reviews?product=${PRODUCT}`);
  await expect(page.getByRole("heading", { name: `Review of ${NAME}` })).toBeVisible();
  await hydrated(page);

  // Nothing chosen: the stars are required (the browser stops the form; the API would say so too).
  const stars = page.getByRole("group", { name: "Your rating" });
  await stars.getByRole("radio", { name: /^4 stars/ }).check();
  await page.getByLabel("Title (optional)").fill(title);
  await page.getByLabel("Your review (optional)").fill("A warm sandalwood fragrance that stays on the hands. The pump does not drip.");
  await page.getByLabel(/^Photos/).setInputFiles([
    { name: "bottle.jpg", mimeType: "image/jpeg", buffer: await photo("#a0522d") },
    { name: "sink.jpg", mimeType: "image/jpeg", buffer: await photo("#2e8b57") },
  ]);
  if (js()) await expect(page.getByRole("img", { name: /^Chosen, \d of 2$/ })).toHaveCount(2);
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page).toHaveURL(/\/my_reviews$/);
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your review" })).toBeVisible();
  const mine = page.locator(".my-review").filter({ hasText: title });
  await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(mine.getByRole("img", { name: new RegExp(`^Your review of ${NAME}, photo`) })).toHaveCount(2);

  await page.goto(`/product_detail/prefill/${PRODUCT}`);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  const onProduct = page.getByRole("article", { name: /^Review by / }).filter({ hasText: title });
  await expect(onProduct).toContainText("The pump does not drip.");
  const productPhotos = onProduct.getByRole("img", { name: /photo \d$/ });
  await expect(productPhotos).toHaveCount(2);
  await expect(productPhotos.first()).toHaveAttribute("loading", "lazy");
  // A 96-px thumbnail shows the small file (288 px on its short side), not the photo, which its link opens.
  const thumbnail = productPhotos.first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = new URL(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  const full = (await thumbnail.locator("xpath=..").getAttribute("href"))!;
  expect(shown).toMatch(/^\/uploads\/productreview\/[a-f0-9]{64}\.webp$/);
  expect(full).toMatch(/^\/uploads\/productreview\/[a-f0-9]{64}\.webp$/);
  for (const [url, width, height] of [
    [shown, 384, 288],
    [full, 1200, 900],
  ] as const) {
    const served = await page.request.get(url);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(await served.body()).metadata()).toMatchObject({ width, height });
  }
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.aggregateRating.ratingCount).toBeGreaterThanOrEqual(1);
  expect(ld.review.some((r: { name?: string }) => r.name === title)).toBe(true);

  await page.goto("/account_dashboard/my_reviews");
  await expect(page.getByRole("heading", { name: "My Review", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: `Edit review of ${NAME}` }).click();
  await expect(page.getByRole("heading", { name: `Edit your review of ${NAME}` })).toBeVisible();
  await expect(stars.getByRole("radio", { name: /^4 stars/ })).toBeChecked();
  await stars.getByRole("radio", { name: /^2 stars/ }).check();
  await page.getByLabel("Your review (optional)").fill("The fragrance faded within a week.");
  await page.getByLabel("Remove photo 1").check();
  await page.getByRole("button", { name: "Update review" }).click();
  await expect(page).toHaveURL(/\/my_reviews$/);
  await expect(page.getByRole("status").filter({ hasText: "Your review has been updated" })).toBeVisible();
  await expect(mine.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
  await expect(mine).toContainText("The fragrance faded within a week.");
  await expect(mine.getByRole("img", { name: /photo \d$/ })).toHaveCount(1);

  await mine.getByRole("button", { name: `Delete review of ${NAME}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your review has been deleted" })).toBeVisible();
  await expect(page.getByText("You have not reviewed any products yet.")).toBeVisible();
  await page.goto(`/product_detail/prefill/${PRODUCT}`);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Review by / }).filter({ hasText: title })).toHaveCount(0);
});

test("a product not yet delivered cannot be reviewed, and a refused photo says why", async ({ page }) => {
  const phone = phoneFor("reviews: not delivered");
  await customerToken(phone);
  await signedIn(page, phone);
  await page.goto(`/my_reviews?product=${PRODUCT}`);
  await expect(page.getByRole("heading", { name: `Review of ${NAME}` })).toBeVisible();
  await expect(page.getByText("You can review a product once an order with it has been delivered to you.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit review" })).toHaveCount(0);

  const orderId = await unpaidOrder(phone, "COD", PRODUCT, 1);
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  await page.goto(`/my_reviews?product=${PRODUCT}`);
  await page
    .getByRole("group", { name: "Your rating" })
    .getByRole("radio", { name: /^5 stars/ })
    .check();
  await page
    .getByLabel(/^Photos/)
    .setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("these are not the photos you are looking for") }]);
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Photos must be JPEG, PNG or WebP pictures")).toBeVisible();
  // The refusal is the file input's own, as a screen reader announces it on the field.
  const photos = page.getByLabel(/^Photos/);
  await expect(photos).toHaveAttribute("aria-invalid", "true");
  await expect(photos).toHaveAccessibleDescription("Photos must be JPEG, PNG or WebP pictures");
  const describedBy = await photos.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Photos must be JPEG, PNG or WebP pictures");
  await page.goto("/my_reviews");
  await expect(page.getByText("You have not reviewed any products yet.")).toBeVisible();
});

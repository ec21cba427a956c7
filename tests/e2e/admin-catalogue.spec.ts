import sharp from "sharp";
import { formatRupees } from "@domain/shared/money";
import { addOperator, hideProduct } from "./api";
import { atLocation, expect, phoneFor, test } from "./fixtures";
import { signInToConsole } from "./sign-in";

/**
 * The console's catalogue (docs/decisions/031): a catalogue operator adds a product with its picture
 * and the shop shows it; pairs it with a refill; a negative price is refused under the field; a new price reaches the shop's
 * product page at once (the storefront's kept answers learn of it from the API's change stream,
 * docs/decisions/020). The product is the test's own, taken out of the shop when it is done.
 */
/** The refill the test pairs its bottle with (a hidden bottle is no refill's pair in the shop). */
const REFILL = "Neem Floor Cleaner Refill 2 L";

test("a catalogue operator adds a product with its picture, reprices it and the shop shows both", async ({ page, browser }) => {
  const operator = phoneFor("console: catalogue operator");
  const name = `Console Floor Cleaner ${operator}`;
  const id = name.replaceAll(" ", "-");
  await addOperator(operator, "Kiran Catalogue", "catalogue");
  let added = false;
  try {
    await signInToConsole(page, operator);
    // The catalogue role's first page is the products.
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Orders" })).toHaveCount(0);

    await page.getByRole("link", { name: "Add a product" }).click();
    await expect(page.getByRole("heading", { name: "Add a product", level: 1 })).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Category").selectOption("prefill");
    await page.getByLabel("Type").selectOption("floor-cleaner");
    await page.getByLabel("Quantity").fill("500");
    await page.getByLabel("Unit").selectOption("ml");
    await page.getByLabel("Price (₹)", { exact: true }).fill("200");
    await page.getByLabel("Sale price (₹)").fill("180");
    await page.getByLabel("Stock").fill("25");
    await page.getByLabel("Description").fill("Lemongrass and neem for a fresh floor every day.");
    // A file that is not a picture is refused under the field, and nothing is added.
    const picture = page.getByLabel(/^Picture/);
    await picture.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByText("The picture must be a JPEG, PNG or WebP image")).toBeVisible();
    await expect(picture).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toHaveValue(name);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .png()
      .toBuffer();
    await picture.setInputFiles({ name: "cleaner.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole("status").filter({ hasText: `${name} added` })).toBeVisible();
    added = true;

    // Found by its name, with its prices and stock.
    await page.getByLabel("Name").fill(operator);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?search=${operator}$`));
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(formatRupees(200));
    await expect(row).toContainText(formatRupees(180));
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

    // A negative price is refused under the field, and nothing changes.
    const price = page.getByLabel("Price (₹)", { exact: true });
    await price.fill("-5");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await price.getAttribute("aria-describedby")}`)).toHaveText("Price must be more than 0");
    await expect(page.getByLabel("Sale price (₹)")).not.toHaveAttribute("aria-invalid", "true");

    await price.fill("260");
    await page.getByLabel("Sale price (₹)").fill("240");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} updated` })).toBeVisible();
    await expect(page.getByLabel("Price (₹)", { exact: true })).toHaveValue("260");

    // A bottle is paired with refills of its type.
    await page.getByRole("group", { name: "Refills of this bottle" }).getByLabel(REFILL).check();
    await page.getByRole("button", { name: "Save refills" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Refills saved" })).toBeVisible();
    await expect(page.getByLabel(REFILL)).toBeChecked();

    // The shop's product page, in a shopper's own browser, shows the picture and the new price.
    const shopper = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
    const shop = await shopper.newPage();
    await atLocation(shop);
    await shop.goto(`/product_detail/prefill/${id}`);
    await expect(shop.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(shop.getByTestId("sale-price").first()).toHaveText(formatRupees(240));
    await expect(shop.locator(`img[src^="/uploads/products/console-floor-cleaner-${operator}."]`).first()).toBeVisible();
    await expect(shop.getByRole("region", { name: "Refill this bottle" }).getByRole("link", { name: REFILL }).first()).toBeVisible();
    await shopper.close();
  } finally {
    if (added) await hideProduct(id);
  }
});

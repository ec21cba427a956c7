import { moveOrder, unpaidOrder } from "./api";
import { atLocation, expect, hydrated, phoneFor, signedIn, test } from "./fixtures";

/**
 * Bottles and refills (docs/product.md#refills, #buy-again), with JavaScript on and off: a bottle's page
 * offers its refill, priced per litre against the bottle, and adds it; a refill's page names its
 * bottles; an ended order is bought again, or with the bottle's refill, from its page and the list.
 */
const BOTTLE = "/product_detail/prefill/Lime-and-Mint-Dishwash-Gel-750-ml"; // ₹179 for 750 ml
const REFILL = "Lime and Mint Dishwash Gel Refill 1 L"; // ₹199 for 1 L

test("a bottle's page offers its refill at its price per litre, and adds it to the cart", async ({ page }) => {
  await atLocation(page);
  await page.goto(BOTTLE);
  await expect(page.locator(".product-info").getByTestId("unit-price")).toHaveText("₹23.87 per 100 ml");
  const refills = page.getByRole("region", { name: "Refill this bottle" });
  const card = refills.getByRole("listitem").filter({ has: page.getByRole("link", { name: REFILL, exact: true }) });
  await expect(card.getByTestId("unit-price")).toHaveText("₹199 per L, against ₹238.67 in this bottle");
  await hydrated(page);
  await card.getByRole("button", { name: `Add to cart: ${REFILL}` }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await card.getByRole("link", { name: REFILL, exact: true }).click();
  await expect(page).toHaveURL(/\/product_detail\/refill\/Lime-and-Mint-Dishwash-Gel-Refill-1-L$/);
  await expect(page.locator(".product-info").getByTestId("unit-price")).toHaveText("₹199 per L");
  const bottles = page.getByRole("region", { name: "Fits these bottles" });
  await expect(bottles.getByRole("link", { name: "Lime and Mint Dishwash Gel 750 ml", exact: true })).toHaveAttribute("href", BOTTLE);
});

test("a delivered order is bought again with its bottle's refill, and as it was from the order list", async ({ page }) => {
  const phone = phoneFor("refill loop: buy again");
  const orderId = await unpaidOrder(phone, "COD", "Lime-and-Mint-Dishwash-Gel-750-ml", 2);
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  await signedIn(page, phone);

  await page.goto(`/order_detail/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole("button", { name: "Buy refills" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = (productId: string) =>
    page
      .getByRole("list", { name: "Products in your cart" })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href$="/${productId}"]`) });
  await expect(line("Lime-and-Mint-Dishwash-Gel-Refill-1-L").getByTestId("line-quantity")).toHaveText("2");
  await expect(line("Lime-and-Mint-Dishwash-Gel-750-ml")).toHaveCount(0);

  await page.goto("/order_list");
  await page
    .getByRole("form", { name: `Buy again: order ${orderId}` })
    .getByRole("button", { name: "Buy again" })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line("Lime-and-Mint-Dishwash-Gel-750-ml").getByTestId("line-quantity")).toHaveText("2");
  await expect(line("Lime-and-Mint-Dishwash-Gel-Refill-1-L").getByTestId("line-quantity")).toHaveText("2");
});

import { chooseLocation, expect, hydrated, phoneFor, test } from "./fixtures";
import { hi } from "./hindi";
import { signIn } from "./sign-in";

/**
 * A shopper whose browser asks for Hindi, from the first visit to the order's page, with JavaScript on
 * and off: chooses a location, searches by a product's Hindi name, adds it to the cart, signs in,
 * adds an address (whose form refuses a missing locality in Hindi first), orders cash on delivery and
 * finds the order, its line in Hindi, among their orders. Every word the test looks for is the shop's
 * own translation (./hindi.ts), never English.
 */
test.use({ locale: "hi-IN" });

const PRODUCT = "/product_detail/prefill/Citrus-Bathroom-Cleaner-500-ml";
const NAME = "सिट्रस बाथरूम क्लीनर 500 ml"; // the demo catalogue's Hindi name

test("a Hindi reader finds a product, orders it cash on delivery and sees the order, all in Hindi", async ({ page }) => {
  const phone = phoneFor("hindi: journey");
  await chooseLocation(page, "560034", hi);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByTestId("current-location")).toHaveText(`560034 ${hi("Bengaluru")}`);

  // Search by the Hindi name, then the product's page.
  await page.getByLabel(hi("search product")).fill("सिट्रस बाथरूम");
  await page.getByRole("button", { name: hi("Search"), exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1, name: hi("Results for “{query}”", { query: "सिट्रस बाथरूम" }) })).toBeVisible();
  await page
    .getByRole("list", { name: hi("Search results") })
    .getByRole("link", { name: NAME, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await hydrated(page);
  await page
    .locator(".product-info")
    .getByRole("button", { name: hi("Add to cart") })
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // Signed in with the Hindi dialog, on to checkout from the cart.
  await signIn(page, phone, { firstName: "Sunita", lastName: "Yadav" }, hi);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: hi("Cart") })).toBeVisible();
  await page.getByRole("link", { name: hi("Proceed to checkout") }).click();
  await expect(page).toHaveURL(/\/shipping_address$/);
  await page.getByRole("link", { name: hi("Add New Address") }).click();
  await expect(page).toHaveURL(/\/add_address$/);

  // The address form refuses a missing city in Hindi, then takes the address.
  await page.getByLabel(hi("First name")).fill("Sunita");
  await page.getByLabel(hi("Last name")).fill("Yadav");
  await page.getByLabel(hi("Phone number")).fill(phone);
  await page.getByLabel(hi("Pincode")).fill("560034");
  await page.getByLabel(hi("Apartment name")).fill("Lake View Residency");
  await page.getByLabel(hi("City"), { exact: true }).fill("Bengaluru");
  await page.getByLabel(hi("Wing / floor / flat / house no")).fill("C-12");
  await page.getByRole("button", { name: hi("Save Address") }).click();
  const locality = page.locator(".field").filter({ has: page.getByLabel(hi("Locality"), { exact: true }) });
  await expect(locality.locator(".field-error")).toHaveText(hi("Please enter locality"));
  await expect(page).toHaveURL(/\/add_address$/);
  await page.getByLabel(hi("Locality"), { exact: true }).fill("Koramangala 5th Block");
  await page.getByRole("button", { name: hi("Save Address") }).click();
  await expect(page).toHaveURL(/\/shipping_address$/);
  await page.getByRole("link", { name: hi("Deliver here") }).click();

  // Cash on delivery, the order placed.
  await expect(page).toHaveURL(/\/payment_method\?address=[^&]+$/);
  await expect(page.getByRole("heading", { level: 1, name: hi("Payment Method") })).toBeVisible();
  await expect(page.getByLabel(new RegExp(hi("Cash on Delivery")))).toBeChecked();
  const total = (await page.getByTestId("order-total").textContent())!;
  await page.getByRole("button", { name: hi("Place Order · {total}", { total }) }).click();
  await expect(page).toHaveURL(/\/success\/NHC\d+$/);
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: hi("Thank you! Your order is placed.") })).toBeVisible();

  // The order among the shopper's orders, and its page: status and line in Hindi.
  await page.goto("/order_list");
  await expect(page.getByRole("heading", { level: 1, name: hi("My Orders") })).toBeVisible();
  await page.getByRole("link", { name: hi("Order {id}", { id: orderId }), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order_detail/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: hi("Order {id}", { id: orderId }) })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText(hi("Pending"));
  await expect(page.getByRole("region", { name: hi("Items") }).getByText(NAME)).toBeVisible();
  await expect(page.getByText(hi("Pay on delivery"))).toBeVisible();
});

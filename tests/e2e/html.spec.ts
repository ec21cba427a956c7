import { HtmlValidate, type RuleConfig } from "html-validate";
import { e2eEnv } from "../../playwright.config";
import { cartDeliveredTo, sessionCookieFor, shopperSession, unpaidOrder } from "./api";
import { expect, js, phoneFor, test } from "./fixtures";
import { accountPages } from "./pages";

/**
 * Every kind of page is valid HTML, as the server sends it, in English and in Hindi: html-validate's
 * recommended rules, but for those below, which are about how valid HTML is written, not whether it is.
 */
const RULES: RuleConfig = {
  // React writes void elements self-closed (`<input/>`), which HTML allows.
  "void-style": "off",
  // React writes some attributes as their DOM properties are spelled (`charSet`, `maxLength`, `srcSet`); HTML's attribute names ignore case.
  "attr-case": "off",
  // React writes a true boolean attribute with an empty value (`async=""`, `hidden=""`), which HTML allows.
  "attribute-boolean-style": "off",
  "attribute-empty-style": "off",
  // Checkboxes that share a name are one list of values (the orders ticked to accept together), which HTML allows.
  "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  // Kept, but ARIA lets any element whose role takes a name be named: an address or a card in a list is named by aria-label, as tests find it.
  "aria-label-misuse": ["error", { allowAnyNamable: true }],
};
const validator = new HtmlValidate({ extends: ["html-validate:recommended"], rules: RULES });

/** The shop's 404 pages: a product and a content page that are not there (any other unknown path goes home). */
const NOT_FOUND = ["/product_detail/prefill/No-Such-Product", "/cms/nope"];

const GUEST_PAGES = [
  "/",
  "/?dialog=location",
  "/?dialog=login",
  "/?dialog=register",
  "/product_list/prefill/all",
  "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml",
  "/search?q=lemon",
  "/search?q=zzzzqqq",
  "/cart",
  "/contactus",
  "/about_nirmal",
  "/faq",
  "/cms/tc",
  "/admin/sign-in",
  ...NOT_FOUND,
];

const shopperPages = (order: string, address: string) => [
  "/",
  ...accountPages(address),
  "/my_refills",
  "/cart",
  "/shipping_address",
  `/payment_method?address=${address}`,
  "/order_list",
  `/order_detail/${order}`,
  "/help_list",
  "/more_help",
  "/my_reviews",
  // The console, signed in as an owner.
  "/admin/orders",
  `/admin/orders/${order}`,
  "/admin/products",
  "/admin/refunds",
  "/admin/subscriptions",
  "/admin/tickets",
  "/admin/reviews",
  "/admin/operators",
];

test("every kind of page is valid HTML, in English and in Hindi", async ({ baseURL }) => {
  test.skip(!js(), "the HTML is the server's, the same in both projects: checked once");
  test.setTimeout(300_000);
  const phone = phoneFor("html: shopper");
  const order = await unpaidOrder(phone, "COD");
  // A cart and an address again (placing the order emptied the cart): what the payment step needs.
  const { addressId } = await cartDeliveredTo(phone, "Thick-Toilet-Cleaner-500-ml", 1);
  const console = await sessionCookieFor({ operator: { token: e2eEnv.OPERATOR_TOKEN, id: null, name: "Owner", role: "owner" } });
  const errors: string[] = [];
  for (const language of ["en", "hi"] as const) {
    const visits: [string, string[]][] = [
      [`session=${await shopperSession({ language })}`, GUEST_PAGES],
      [`session=${await shopperSession({ phoneNumber: phone, language })}; console=${console}`, shopperPages(order, addressId)],
    ];
    for (const [cookie, paths] of visits) {
      for (const path of paths) {
        // The page itself, not a page it sends the visitor on to.
        const response = await fetch(new URL(path, baseURL), { headers: { cookie }, redirect: "manual" });
        expect.soft(response.status, `${language} ${path}`).toBe(NOT_FOUND.includes(path) ? 404 : 200);
        const report = await validator.validateString(await response.text());
        for (const { messages } of report.results) {
          for (const m of messages) errors.push(`${language} ${path} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
        }
      }
    }
  }
  expect(errors).toEqual([]);
});

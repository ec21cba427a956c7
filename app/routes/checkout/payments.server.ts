/** The absolute addresses the payment provider sends the shopper back to (docs/product.md#checkout-and-payments: callback = our verify endpoint, cancel = /cart). */
export function checkoutReturnUrls(request: Request) {
  const origin = new URL(request.url).origin;
  return { callbackUrl: `${origin}/payment_verify`, cancelUrl: `${origin}/cart`, logoUrl: `${origin}/favicon.svg` };
}

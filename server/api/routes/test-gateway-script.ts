import type { Api } from "../http/types";

/**
 * The local test gateway's checkout.js (docs/decisions/025-in-page-checkout.md): the part of Razorpay's
 * Standard Checkout script a shop uses. `new Razorpay(options).open()` shows the gateway's own checkout
 * page in a frame over the shop's page (the form the hosted checkout takes, posted into the frame with
 * the shop's origin as `embed_origin`); the frame reports back by postMessage, and the script calls
 * `options.handler(response)` with the signed fields, emits `payment.failed` with `{ error }`, and calls
 * `options.modal.ondismiss()` when the payer closes it. Plain ES5, no dependencies.
 */
function checkoutScript(gatewayOrigin: string): string {
  return `(function () {
  "use strict";
  var ORIGIN = ${JSON.stringify(gatewayOrigin)};
  function css(element, styles) { for (var key in styles) element.style[key] = styles[key]; return element; }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error("Razorpay: the key option is required");
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var self = this, o = this.options, name = "razorpay-checkout-" + Math.random().toString(36).slice(2);
    var overlay = css(document.createElement("div"), { position: "fixed", inset: "0", zIndex: "2147483647", background: "rgba(0,0,0,.6)", display: "flex", alignItems: "center", justifyContent: "center" });
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", "Checkout");
    var box = css(document.createElement("div"), { position: "relative", width: "min(440px, 100vw)", height: "min(720px, 100vh)", background: "#f1f4f9", borderRadius: "12px", overflow: "hidden" });
    var frame = css(document.createElement("iframe"), { border: "0", width: "100%", height: "100%" });
    frame.name = name;
    frame.title = "Checkout";
    var close = css(document.createElement("button"), { position: "absolute", top: "4px", right: "4px", width: "44px", height: "44px", border: "1px solid #5d6b65", borderRadius: "22px", background: "#fff", color: "#1d2421", fontSize: "24px", lineHeight: "1", padding: "0", cursor: "pointer" });
    close.type = "button";
    close.textContent = "\\u00d7";
    close.setAttribute("aria-label", "Close the checkout");
    close.onclick = function () { self.dismiss(); };
    box.appendChild(frame);
    box.appendChild(close);
    overlay.appendChild(box);
    var form = document.createElement("form");
    form.method = "post";
    form.action = ORIGIN + "/v1/test-gateway/checkout";
    form.target = name;
    var fields = { key_id: o.key, order_id: o.order_id, amount: o.amount, currency: o.currency || "INR", name: o.name || "", description: o.description || "", checkout_token: o.checkout_token || "", embed_origin: location.origin };
    // A UPI AutoPay mandate's authorisation order also takes its customer and recurring=1.
    if (o.customer_id) fields.customer_id = o.customer_id;
    if (o.recurring) fields.recurring = o.recurring;
    for (var field in fields) {
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = field;
      input.value = String(fields[field]);
      form.appendChild(input);
    }
    overlay.appendChild(form);
    document.body.appendChild(overlay);
    form.submit();
    overlay.removeChild(form);
    this.onMessage = function (event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow || !event.data) return;
      if (event.data.event === "payment.success") {
        self.close();
        if (o.handler) o.handler(event.data.response);
      } else if (event.data.event === "payment.failed") {
        (self.listeners["payment.failed"] || []).forEach(function (callback) { callback({ error: event.data.error }); });
      }
    };
    this.onKey = function (event) { if (event.key === "Escape") self.dismiss(); };
    window.addEventListener("message", this.onMessage);
    document.addEventListener("keydown", this.onKey);
    this.overlay = overlay;
    frame.focus();
    return this;
  };
  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    window.removeEventListener("message", this.onMessage);
    document.removeEventListener("keydown", this.onKey);
    this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
  };
  Razorpay.prototype.dismiss = function () {
    if (!this.overlay) return;
    this.close();
    if (this.options.modal && this.options.modal.ondismiss) this.options.modal.ondismiss();
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** GET /v1/test-gateway/checkout.js: loaded cross-origin by the shop's pages, so its resource policy allows that. */
export function testGatewayScriptRoute(app: Api, gatewayOrigin: string) {
  const script = checkoutScript(gatewayOrigin);
  app.get(
    "/checkout.js",
    {
      schema: {
        operationId: "testGatewayScript",
        tags: ["payments"],
        security: [],
        summary: "The local test gateway's checkout.js",
        description: "The local test gateway's checkout.js: new Razorpay(options).open() in the shop's page",
      },
    },
    async (_request, reply) =>
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(script),
  );
}

import type { Checkout } from "@domain/payments/checkout";

/**
 * Razorpay Standard Checkout in the page (checkout.js), as the shop uses it: the options, loading the
 * script on demand, and posting what it answers to the callback in the hosted checkout's own fields
 * (docs/decisions/025-in-page-checkout.md). The local test gateway's checkout.js speaks the same.
 */

/** What checkout.js hands `payment.failed` listeners; the hosted checkout posts the same as `error[...]` fields. */
type CheckoutError = { code?: string; description?: string; source?: string; step?: string; reason?: string; metadata?: unknown };
type Fields = Record<string, string>;
type Options = ReturnType<typeof inPageCheckoutOptions>;
interface Razorpay {
  open(): void;
  on(event: "payment.failed", callback: (response: { error: CheckoutError }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Options) => Razorpay;
  }
}

/** The signed fields of a completed payment, as the hosted checkout posts them. */
const SIGNED_FIELDS = ["razorpay_payment_id", "razorpay_order_id", "razorpay_signature"] as const;

/**
 * checkout.js options for an order: UPI first (an app by intent on a phone, a QR code on a computer),
 * then cards, netbanking and wallets; UPI collect (typing a UPI id) hidden, since NPCI withdrew it.
 */
export function inPageCheckoutOptions(
  checkout: Checkout,
  {
    name,
    image,
    blockNames,
    handler,
    ondismiss,
  }: { name: string; image: string; blockNames: { upi: string; other: string }; handler: (fields: Fields) => void; ondismiss: () => void },
) {
  return {
    key: checkout.keyId,
    amount: checkout.razorOrder.amount,
    currency: "INR",
    order_id: checkout.razorOrder.id,
    name,
    description: checkout.description,
    image,
    prefill: { name: checkout.prefill.name, contact: checkout.prefill.contact, ...(checkout.prefill.email ? { email: checkout.prefill.email } : {}) },
    notes: { order_number: checkout.orderNumber },
    config: {
      display: {
        blocks: {
          upi: { name: blockNames.upi, instruments: [{ method: "upi", flows: ["intent", "qr"] }] },
          other: { name: blockNames.other, instruments: [{ method: "card" }, { method: "netbanking" }, { method: "wallet" }] },
        },
        hide: [{ method: "upi", flows: ["collect"] }],
        sequence: ["block.upi", "block.other"],
        preferences: { show_default_blocks: false },
      },
    },
    handler: (response: Partial<Record<(typeof SIGNED_FIELDS)[number], unknown>>) =>
      handler(Object.fromEntries(SIGNED_FIELDS.map((field) => [field, String(response[field] ?? "")]))),
    modal: { ondismiss },
    // The checkout's own fields: the local test gateway's single-use token, and for a UPI AutoPay
    // mandate's first payment the gateway's customer_id and recurring=1.
    ...checkout.fields,
  };
}

/** A failure as the hosted checkout posts it: `error[code]`, …, `error[metadata]` as JSON. */
function errorFields(error: CheckoutError): Fields {
  return Object.fromEntries(
    Object.entries(error)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [`error[${key}]`, typeof value === "string" ? value : JSON.stringify(value)]),
  );
}

/** Posts fields to an address of the shop, as a form would: the page goes there. */
export function postFields(action: string, fields: Fields) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const scripts = new Map<string, Promise<void>>();

/** Loads checkout.js once per page; a failed load may be tried again. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

let shown = false;

/**
 * Opens the checkout over the page, unless one is open already. A failed payment's error goes to
 * `onFailed` as hosted-checkout fields. Rejects when the script cannot be had (the caller falls back to
 * the hosted checkout).
 */
export async function openInPageCheckout(scriptUrl: string, options: Options, onFailed: (fields: Fields) => void): Promise<void> {
  if (shown) return;
  shown = true;
  try {
    await loadScript(scriptUrl);
    if (!window.Razorpay) throw new Error(`${scriptUrl} defined no Razorpay`);
    const checkout = new window.Razorpay({
      ...options,
      handler: (response) => {
        shown = false;
        options.handler(response);
      },
      modal: {
        ondismiss: () => {
          shown = false;
          options.modal.ondismiss();
        },
      },
    });
    checkout.on("payment.failed", ({ error }) => onFailed(errorFields(error)));
    checkout.open();
  } catch (error) {
    shown = false;
    throw error;
  }
}

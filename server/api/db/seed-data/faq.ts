import type { Db } from "../index";

/**
 * The help centre's FAQ (docs/product.md#help), written for this
 * shop: its delivery by pincode, sign-in by one-time code, cash on delivery, card payment, payment
 * links, refills, the 7-day return window and its reasons (domain/orders/orders.ts), refunds, and the
 * policy pages (seed-data/cms.ts). Change an answer here and in the policy it repeats together.
 */
type FaqSeed = { id: string; name: string; questions: [question: string, answer: string][] };

const FAQ: FaqSeed[] = [
  {
    id: "orders-and-delivery",
    name: "Orders and delivery",
    questions: [
      [
        "Where do you deliver?",
        "We deliver to the pincodes of our serviceable areas in Mumbai, Thane, Pune, Delhi, Bengaluru, Chennai and Hyderabad. Enter your 6-digit pincode in the location box at the top of the page: if we deliver there, the shop opens for that pincode; if not, we say so and you can try another pincode.",
      ],
      [
        "How soon will my order arrive?",
        "Orders placed before 2 pm on a working day are usually delivered the next working day, between 9 am and 8 pm. Orders placed later arrive within 2 working days. We do not deliver on national holidays.",
      ],
      [
        "How much does delivery cost?",
        "Delivery is free on orders of ₹499 or more. Below that, a delivery charge of ₹40 is added, and you see it at checkout before you confirm.",
      ],
      [
        "How do I track my order?",
        "Open My Orders and choose the order. Its page shows each step (placed, accepted, out for delivery, delivered) with the time it happened. Once the order is out for delivery, Track shows its progress live.",
      ],
      [
        "Can I cancel my order?",
        "Yes, free of charge, while the order is still Pending: open it in My Orders and choose Cancel. Once we have accepted and packed it, it can no longer be cancelled, but you can return it after delivery. If you had already paid online, the full amount is refunded to your card.",
      ],
      [
        "Can I change the delivery address after ordering?",
        "The address is fixed once the order is placed. While the order is still Pending you can cancel it and order again to the right address, or raise a help request about the order from Help Center and we will try to help before it is packed.",
      ],
      [
        "What happens if nobody is at home?",
        "Our delivery partner calls the phone number on the delivery address and tries once more the next working day. If the second try also fails, the order is marked Not Delivered and we get in touch about delivering again or cancelling.",
      ],
      [
        "Where do I find the invoice for my order?",
        "Once an order is delivered, open it in My Orders and choose Invoice to download a GST tax invoice as a PDF. The same order always gets the same invoice number.",
      ],
    ],
  },
  {
    id: "payments-and-cod",
    name: "Payments and cash on delivery",
    questions: [
      [
        "How can I pay?",
        "Choose cash on delivery, or pay online by card through our payment partner's secure checkout page. The amount to pay is worked out by us from the sale prices, your coupon and the delivery charge, and shown before you confirm.",
      ],
      [
        "Is cash on delivery available?",
        "Yes, on orders up to ₹5,000. Please keep the exact amount ready; our delivery partners can also take UPI at the door.",
      ],
      [
        "Is it safe to pay by card on your site?",
        "Your card details are typed into our payment partner's checkout page, not into our shop, and we never see or keep your card number or CVV. Saved cards keep only the name, the last four digits, the card network and the expiry date.",
      ],
      [
        "My payment failed but money left my account. What now?",
        "If the payment did not complete, your bank reverses the amount, usually within 5 to 7 working days. Your order stays unpaid: you can try again with Pay now on the order confirmation page, or ask us for a payment link by raising a help request about the order. If the amount has not come back after 7 working days, raise a help request about the order.",
      ],
      [
        "Do your prices include GST?",
        "Yes. All prices are in Indian rupees and include GST at the rate shown on the invoice (18% for soaps, detergents and cleaners). Each product shows its MRP, our price and what you save.",
      ],
      [
        "How do I use a promo code?",
        "Add products to your cart, then enter the code in the cart and choose Apply. The discount shows in the order total straight away. One code applies per order; codes have a minimum order value and an expiry, listed under My Promo Code.",
      ],
    ],
  },
  {
    id: "returns-and-refunds",
    name: "Returns and refunds",
    questions: [
      [
        "How many days do I have to return a product?",
        "7 days from delivery. If we have no record of when the order was delivered, you have 10 days from the day you placed it. After that, Return no longer shows on the order.",
      ],
      [
        "For what reasons can I return a product?",
        "Choose the reason that fits when you ask for the return: damaged or leaking, wrong product delivered, product not as described, quality not as expected, or other (tell us more in the comment). For hygiene reasons we cannot take back opened products that are not faulty.",
      ],
      [
        "How do I return a product?",
        "Open the delivered order in My Orders, choose Return, pick the reason and add a comment if it helps. We accept or decline the request within one working day; if we accept it, our partner picks the product up from your address free of charge.",
      ],
      [
        "When will I get my refund?",
        "Once a returned product reaches us, or an order paid online is cancelled, we start the refund within one working day. It usually reaches you in 5 to 7 working days, depending on your bank. My Orders and the Refunds page show the status of every refund.",
      ],
      [
        "How are cash on delivery orders refunded?",
        "To the UPI ID you give us when you ask for the return, for example name@bank. Orders paid by card are refunded to the same card.",
      ],
      [
        "My return request was rejected. Why?",
        "We decline a return when the product is opened and not faulty, or the photo and comment do not show the problem. The order's page shows the decision. If you think we got it wrong, raise a help request about the order and tell us what happened.",
      ],
    ],
  },
  {
    id: "products-and-refills",
    name: "Products and refills",
    questions: [
      [
        "What is the difference between prefill and refill?",
        "A prefill product comes in a sturdy bottle with a pump, trigger or flip cap: buy it once. After that, buy the refill, the same cleaner in a light pouch or can that uses up to 80% less plastic and costs less.",
      ],
      [
        "How do I refill my bottle?",
        "Open the empty bottle, cut the refill pouch at the marked corner and pour slowly, or use the can's spout. Refill only with the same cleaner, never mix two products, and close the cap firmly.",
      ],
      [
        "Are your cleaners safe for children and pets?",
        "Used as the label says, yes. They contain no phosphates, no chlorine bleach and no microplastics. Like every cleaner, keep them out of children's reach and rinse surfaces that food or pets touch.",
      ],
      [
        "How long do the products last?",
        "Each product shows its best-before date on the pack. Kept closed, away from sunlight and heat, they last until that date. A product that arrives past its date can be returned within 7 days of delivery.",
      ],
      [
        "What do I do with empty pouches?",
        "Rinse and dry them, then hand them to our delivery partner with your next order. We send them to a recycler in Pune that turns them into garden furniture.",
      ],
      [
        "A product is out of stock. When will it be back?",
        "An out-of-stock product cannot be added to the cart until we restock it, which usually takes about a week. Check its product page again, or try its refill or prefill twin, which is often in stock.",
      ],
    ],
  },
  {
    id: "account-and-sign-in",
    name: "Account and sign-in",
    questions: [
      [
        "How do I sign in?",
        "Choose Sign In and enter your 10-digit mobile number. We send a 6-digit one-time code (OTP) by SMS to that number with the +91 prefix; type it in to sign in. There is no password to remember.",
      ],
      [
        "I did not get the OTP. What can I do?",
        "Check that the number is right and your phone has signal. You can ask for a new code after 60 seconds with Resend OTP. Each code works for 5 minutes, and after 5 wrong tries you need a new code.",
      ],
      [
        "Can I sign in with a number from outside India?",
        "Not yet. Sign-in needs an Indian mobile number (+91), since we send the one-time code by SMS to it and deliver only in India.",
      ],
      [
        "How do I change my name, email or addresses?",
        "Open My Profile to change your name and email. Your delivery addresses are under My Addresses, where you can add, edit, delete and choose the default address.",
      ],
      [
        "How does Refer & Save work?",
        "Share your referral code from Refer & Save. A friend who uses it gets our referral product free with their first order; once their order is delivered, you get ₹100 off an order of ₹499 or more, to use within 60 days.",
      ],
      [
        "How do I get help with something not answered here?",
        "Sign in and open Help Center: raise a help request (about one of your orders, or anything else). We reply there, usually within one working day, and send you a notification when we do. You can raise up to 10 requests a day.",
      ],
    ],
  },
  {
    id: "payment-links",
    name: "Payment links",
    questions: [
      [
        "What is a payment link?",
        "A link we send by SMS so you can pay for an order online without signing in, for example when a cash on delivery order is changed to prepaid. It opens our secure checkout for that one order.",
      ],
      [
        "How long does a payment link work?",
        "72 hours from when we send it. After that it no longer opens the checkout; ask us for a new link by raising a help request about the order.",
      ],
      [
        "The link says payment is already done. Why?",
        "The order has already been paid, through the link or another way, so there is nothing more to pay. The order's page in My Orders shows it as paid.",
      ],
      [
        "Is a payment link safe?",
        "Each link is long, random and made for one order only, and it expires. It opens our shop's own page, which sends you to our payment partner's checkout. We never ask for your OTP, card PIN or UPI PIN by phone or SMS.",
      ],
    ],
  },
];

/** The FAQ, into empty tables only. */
export async function seedFaq(db: Db): Promise<string[]> {
  if (await db.selectFrom("faq_category").select("id").executeTakeFirst()) return [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("faq_category")
      .values(FAQ.map(({ id, name }, position) => ({ id, name, position })))
      .execute();
    await trx
      .insertInto("faq")
      .values(FAQ.flatMap(({ id, questions }) => questions.map(([question, answer], position) => ({ category_id: id, question, answer, position }))))
      .execute();
  });
  const count = FAQ.reduce((n, c) => n + c.questions.length, 0);
  return [`${count} FAQs in ${FAQ.length} categories`];
}

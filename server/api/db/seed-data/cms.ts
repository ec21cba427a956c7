import type { CmsSection } from "@domain/catalogue/catalogue";

/**
 * The shop's content pages (/cms/{key}, docs/product.md#content-pages): terms (tc), privacy (pp), pricing, delivery, return
 * and refund (rrd) and shipping (sp). Plain text in sections; the storefront lays them out.
 */
const SHOP = "Nirmal Home Care Private Limited";
const ADDRESS = "Plot 14, Phase 2, Hinjewadi Rajiv Gandhi Infotech Park, Pune, Maharashtra 411057";
const SUPPORT = "support@nirmalhomecare.in or +91 20 4000 1234 (Monday to Saturday, 10 am to 6 pm)";
const GRIEVANCE = "Ms Priya Kulkarni, Grievance Officer, grievance@nirmalhomecare.in, +91 20 4000 1235, at the address above";

export const CMS_PAGES: { key: string; title: string; summary: string; sections: CmsSection[] }[] = [
  {
    key: "tc",
    title: "Terms & Conditions",
    summary: "The terms on which Nirmal Home Care sells home-care, laundry and hand-care products on this website.",
    sections: [
      {
        heading: "About these terms",
        paragraphs: [
          `This website is run by ${SHOP}, ${ADDRESS} ("Nirmal", "we", "us"). These terms apply every time you browse the shop, create an account or place an order. By placing an order you accept them, together with our Privacy Policy and our Pricing, Delivery, Return and Refund Policy.`,
          "We may update these terms from time to time. The version shown when you place an order applies to that order.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "You sign in with your Indian mobile number and a one-time code sent by SMS. Keep your phone safe: anyone who can read your messages can sign in as you.",
        ],
        points: [
          "You must be 18 or older, or shop under the supervision of a parent or guardian.",
          "The details you give us (name, phone number, delivery address) must be true and your own.",
          "We may suspend an account that is used for fraud, abuse of offers or reselling in bulk.",
        ],
      },
      {
        heading: "Products and prices",
        paragraphs: [
          "Every price is in Indian rupees and includes GST. The MRP printed on the pack is the most you will ever pay; the sale price on the website is often lower. Product pictures are drawings of our packs; colours and labels may vary slightly between batches.",
          "If a price on the website is clearly wrong (for example because of a typing error), we will tell you before delivery and you may cancel the order for a full refund.",
        ],
      },
      {
        heading: "Orders",
        paragraphs: [
          "An order is a request to buy. It is accepted when we confirm it by SMS or in your account. We may decline or cancel an order, with a full refund of anything paid, if the product is out of stock, the pincode is outside our delivery area, or the order looks fraudulent.",
          "You may cancel an order free of charge while it is still pending, from My Orders.",
        ],
      },
      {
        heading: "Payment",
        paragraphs: [
          "You can pay cash on delivery (COD) or online by card, UPI or net banking through our payment partner. We never see or store your full card number. A GST tax invoice is available in My Orders once the order is delivered.",
        ],
      },
      {
        heading: "Safe use",
        paragraphs: [
          "Our products are cleaning preparations. Read the label before use, keep them out of the reach of children and pets, do not mix different cleaners, and rinse with water if a product gets into your eyes. If swallowed, do not induce vomiting: call a doctor and show the pack.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "We are responsible for delivering products that match their description and are fit for their purpose, as the Consumer Protection Act, 2019 requires. We are not responsible for loss caused by using a product against its label directions. Nothing in these terms limits your rights as a consumer under Indian law.",
        ],
      },
      {
        heading: "Law and disputes",
        paragraphs: [
          `These terms are governed by the laws of India, and the courts at Pune have jurisdiction. Before going to court, please write to us at ${SUPPORT}: most problems are solved within a day. If you are not satisfied, write to our ${GRIEVANCE}.`,
        ],
      },
    ],
  },
  {
    key: "pp",
    title: "Privacy Policy",
    summary:
      "What personal data Nirmal Home Care collects, why, how long it is kept, and your rights under India's Digital Personal Data Protection Act, 2023.",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `${SHOP}, ${ADDRESS}, is the data fiduciary for the personal data you give this shop. This policy explains what we collect and why, in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000.`,
        ],
      },
      {
        heading: "What we collect",
        paragraphs: ["We collect only what we need to deliver your order and look after your account:"],
        points: [
          "Your mobile number, name and (if you give it) email address, to sign you in and keep you informed about your orders.",
          "Delivery addresses and pincodes, to check that we deliver to you and to deliver.",
          "Your orders, returns, reviews and messages to customer care.",
          "Technical data such as your device type and IP address, to keep the shop secure and prevent fraud.",
          "If you allow it, your browser's location, only to find the nearest pincode we deliver to. We do not keep your position.",
        ],
      },
      {
        heading: "What we do not collect",
        paragraphs: [
          "Card numbers, UPI PINs and bank passwords are handled by our payment partner, which is regulated by the Reserve Bank of India. We never see them.",
        ],
      },
      {
        heading: "Why we use it",
        paragraphs: [
          "We use your data to process and deliver orders, handle returns and refunds, answer your questions, send order updates by SMS and notification, prevent fraud, and keep the GST records the law requires. With your consent, which you can withdraw at any time, we send offers. We do not sell your personal data.",
        ],
      },
      {
        heading: "Who we share it with",
        points: [
          "Delivery partners: your name, phone number and address, only to deliver.",
          "Our payment partner, to take online payments and make refunds.",
          "Our SMS and notification providers, to send codes and updates.",
          "Authorities, when Indian law requires it.",
        ],
        paragraphs: ["Each of them may use your data only for the work we give them."],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "We keep your account data while your account is open. Order and invoice records are kept for eight years, as GST law requires. Messages to customer care are deleted after three years. When you close your account, we erase the rest within 30 days.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: ["Under the DPDP Act you may:"],
        points: [
          "ask for a summary of the personal data we hold about you and how we use it;",
          "have wrong or incomplete data corrected, and data you no longer want us to keep erased;",
          "withdraw any consent you have given, as easily as you gave it;",
          "nominate a person to exercise your rights if you die or cannot act;",
          "have your grievance answered, and then complain to the Data Protection Board of India.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "Data travels over encrypted connections, sign-in codes are stored only in hashed form, and access is limited to the staff who need it. If a breach affects you, we will tell you and the Data Protection Board as the law requires.",
        ],
      },
      {
        heading: "Grievance Officer",
        paragraphs: [`Write to our ${GRIEVANCE}. We acknowledge every request within 48 hours and answer within 30 days.`],
      },
    ],
  },
  {
    key: "rrd",
    title: "Pricing, Delivery, Return and Refund Policy",
    summary:
      "How Nirmal Home Care prices its products, delivers them, and handles returns within 7 days of delivery and refunds to the original payment method in 5 to 7 working days.",
    sections: [
      {
        heading: "Pricing",
        paragraphs: [
          "All prices are in Indian rupees and include GST at the rate on the invoice (18% for soaps, detergents and cleaners). Each product shows its MRP, our sale price and what you save. The amount you pay is worked out at checkout from the sale prices, any coupon you apply and the delivery charge, and shown before you confirm.",
        ],
      },
      {
        heading: "Delivery",
        paragraphs: [
          "We deliver to the pincodes listed when you choose your location. Orders placed before 2 pm are usually delivered the next working day; others within 2 working days.",
        ],
        points: [
          "Delivery is free on orders of ₹499 or more; below that a charge of ₹40 is added at checkout.",
          "You can follow your order in My Orders, and track it live once it is out for delivery.",
          "If nobody is at home, our partner calls you and tries once more the next working day.",
        ],
      },
      {
        heading: "Cash on delivery",
        paragraphs: [
          "Cash on delivery (COD) is available on orders up to ₹5,000. Please keep the exact amount ready; our delivery partners can also take UPI at the door.",
        ],
      },
      {
        heading: "Cancellation",
        paragraphs: [
          "You can cancel an order free of charge while it is still pending. Once it has been accepted and packed, it can no longer be cancelled, but you may return it after delivery as described below.",
        ],
      },
      {
        heading: "Returns",
        paragraphs: ["You may ask to return a product within 7 days of delivery from My Orders if:"],
        points: ["it arrived damaged, leaking or with a broken seal;", "it is not the product or size you ordered;", "it is past its best-before date."],
      },
      {
        heading: "Return steps",
        paragraphs: [
          "Choose Return on the order and tell us what went wrong (a photo helps). We accept or decline the request within one working day. If accepted, our partner picks the product up from your address at no cost. For hygiene reasons we cannot take back opened products that are not faulty.",
        ],
      },
      {
        heading: "Refunds",
        paragraphs: [
          "Once a returned product reaches us, or an online-paid order is cancelled, we refund the full amount to the original payment method: your card, UPI account or bank account. Refunds are started within one working day and usually reach you in 5 to 7 working days, depending on your bank.",
          "Cash on delivery orders are refunded to a bank account or UPI ID you give us. You can see the status of every refund in My Orders.",
        ],
      },
      {
        heading: "Questions",
        paragraphs: [`Write to us at ${SUPPORT}.`],
      },
    ],
  },
  {
    key: "sp",
    title: "Shipping Policy",
    summary: "Where and how quickly Nirmal Home Care delivers, what delivery costs, and how packages are packed.",
    sections: [
      {
        heading: "Where we deliver",
        paragraphs: [
          "We deliver in parts of Mumbai, Thane, Pune, Delhi, Bengaluru, Chennai and Hyderabad, and add new pincodes every month. Enter your pincode in the location box to check.",
        ],
      },
      {
        heading: "When",
        paragraphs: [
          "Orders placed by 2 pm on a working day are usually delivered the next working day, between 9 am and 8 pm. We do not deliver on national holidays.",
        ],
      },
      {
        heading: "Charges",
        paragraphs: ["Delivery is free on orders of ₹499 or more. Smaller orders pay ₹40, shown at checkout before you pay."],
      },
      {
        heading: "Packing",
        paragraphs: [
          "Every bottle is sealed and packed upright in a recycled cardboard box with paper padding, with no plastic air pillows. Refill pouches and cans travel in a second sealed bag so nothing leaks onto the rest of your order.",
        ],
      },
      {
        heading: "Delays",
        paragraphs: [`In heavy rain, strikes or other events outside our control, delivery may take longer; we send an SMS if it does. Questions: ${SUPPORT}.`],
      },
    ],
  },
];

import type { Db } from "../../db";
import type { Translated } from "./translated";

/**
 * The help centre's FAQ (docs/product.md#help), written for this
 * shop: its delivery by pincode, sign-in by one-time code, cash on delivery, card payment, payment
 * links, refills, the 7-day return window and its reasons (domain/orders/orders.ts), refunds, and the
 * policy pages (server/api/seed/data/cms.ts). Change an answer here and in the policy it repeats together.
 */
type FaqSeed = { id: string; name: string; questions: [question: string, answer: string][] };

export const FAQ: FaqSeed[] = [
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
        "In Mumbai, Delhi, Bengaluru, Chennai, Hyderabad and Kolkata, orders placed before 2 pm are delivered the next working day, between 9 am and 8 pm; elsewhere within 2 to 4 working days. The product page shows the date for your pincode. We do not deliver on Sundays or national holidays.",
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
        "In most areas, on orders up to ₹3,000 (₹5,000 in a few business districts); a few areas do not have it yet. The product page, the cart and checkout say whether it is available for your pincode and order. Please keep the exact amount ready; our delivery partners can also take UPI at the door.",
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

/** The FAQ in the shop's other languages, by category: its name, and its questions in the English ones' order. */
export const FAQ_TRANSLATIONS: Translated<Record<string, { name: string; questions: [question: string, answer: string][] }>> = {
  hi: {
    "orders-and-delivery": {
      name: "ऑर्डर और डिलीवरी",
      questions: [
        [
          "आप कहाँ डिलीवर करते हैं?",
          "हम मुंबई, ठाणे, पुणे, दिल्ली, बेंगलुरु, चेन्नई और हैदराबाद के उन पिनकोड पर डिलीवर करते हैं, जहाँ हमारी सेवा उपलब्ध है। पेज के ऊपर लोकेशन बॉक्स में अपना 6 अंकों का पिनकोड डालें: अगर हम वहाँ डिलीवर करते हैं, तो उस पिनकोड के लिए शॉप खुल जाती है; अगर नहीं, तो हम बता देते हैं और आप कोई दूसरा पिनकोड डालकर देख सकते हैं।",
        ],
        [
          "मेरा ऑर्डर कितनी जल्दी पहुँचेगा?",
          "मुंबई, दिल्ली, बेंगलुरु, चेन्नई, हैदराबाद और कोलकाता में दोपहर 2 बजे से पहले दिए गए ऑर्डर अगले कामकाजी दिन, सुबह 9 बजे से रात 8 बजे के बीच डिलीवर होते हैं; बाक़ी जगहों पर 2 से 4 कामकाजी दिनों में। प्रोडक्ट पेज पर आपके पिनकोड की तारीख़ दिखती है। रविवार और राष्ट्रीय छुट्टियों पर हम डिलीवरी नहीं करते।",
        ],
        ["डिलीवरी का कितना शुल्क लगता है?", "₹499 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है। इससे कम पर ₹40 का डिलीवरी शुल्क जुड़ता है, जो पुष्टि करने से पहले चेकआउट पर दिखता है।"],
        [
          "मैं अपना ऑर्डर कैसे ट्रैक करूँ?",
          "मेरे ऑर्डर खोलें और ऑर्डर चुनें। उसके पेज पर हर चरण (ऑर्डर दिया गया, स्वीकार हुआ, डिलीवरी के लिए निकला, डिलीवर हुआ) उसके समय के साथ दिखता है। ऑर्डर डिलीवरी के लिए निकलने के बाद, ट्रैक करें पर उसकी प्रगति लाइव दिखती है।",
        ],
        [
          "क्या मेरा ऑर्डर कैंसल हो सकता है?",
          "हाँ, जब तक ऑर्डर पेंडिंग है, बिना किसी शुल्क के: उसे मेरे ऑर्डर में खोलें और कैंसल करें चुनें। हमारे स्वीकार और पैक कर लेने के बाद ऑर्डर कैंसल नहीं हो सकता, लेकिन डिलीवरी के बाद आप उसे वापस कर सकते हैं। अगर आपने पहले ही ऑनलाइन भुगतान कर दिया था, तो पूरी रकम आपके कार्ड पर रिफ़ंड हो जाती है।",
        ],
        [
          "क्या ऑर्डर देने के बाद डिलीवरी का पता बदला जा सकता है?",
          "ऑर्डर देने के बाद पता नहीं बदलता। जब तक ऑर्डर पेंडिंग है, आप उसे कैंसल करके सही पते पर दोबारा ऑर्डर कर सकते हैं, या सहायता केंद्र से उस ऑर्डर के बारे में सहायता अनुरोध भेज सकते हैं; हम पैक होने से पहले मदद करने की कोशिश करेंगे।",
        ],
        [
          "अगर घर पर कोई न हो, तो क्या होगा?",
          "हमारा डिलीवरी पार्टनर डिलीवरी के पते पर दिए फ़ोन नंबर पर कॉल करता है और अगले कामकाजी दिन एक बार फिर कोशिश करता है। अगर दूसरी कोशिश भी नाकाम रहे, तो ऑर्डर को डिलीवर नहीं हुआ मार्क किया जाता है और हम दोबारा डिलीवरी या कैंसल करने के बारे में आपसे संपर्क करते हैं।",
        ],
        [
          "मेरे ऑर्डर का इनवॉइस कहाँ मिलेगा?",
          "ऑर्डर डिलीवर होने के बाद उसे मेरे ऑर्डर में खोलें और इनवॉइस चुनें: GST टैक्स इनवॉइस PDF में डाउनलोड हो जाएगा। एक ऑर्डर का इनवॉइस नंबर हमेशा एक ही रहता है।",
        ],
      ],
    },
    "payments-and-cod": {
      name: "भुगतान और कैश ऑन डिलीवरी",
      questions: [
        [
          "मैं भुगतान कैसे करूँ?",
          "कैश ऑन डिलीवरी चुनें, या हमारे पेमेंट पार्टनर के सुरक्षित चेकआउट पेज पर कार्ड से ऑनलाइन भुगतान करें। भुगतान की रकम हम सेल प्राइस, आपके कूपन और डिलीवरी शुल्क से तय करते हैं, और पुष्टि करने से पहले दिखाते हैं।",
        ],
        [
          "क्या कैश ऑन डिलीवरी उपलब्ध है?",
          "ज़्यादातर क्षेत्रों में ₹3,000 तक के ऑर्डर पर (कुछ व्यावसायिक इलाक़ों में ₹5,000 तक); कुछ क्षेत्रों में यह अभी नहीं है। प्रोडक्ट पेज, कार्ट और चेकआउट पर दिखता है कि आपके पिनकोड और ऑर्डर के लिए यह उपलब्ध है या नहीं। कृपया सही रकम छुट्टे में तैयार रखें; हमारे डिलीवरी पार्टनर दरवाज़े पर UPI से भी भुगतान ले सकते हैं।",
        ],
        [
          "क्या आपकी साइट पर कार्ड से भुगतान करना सुरक्षित है?",
          "आप अपने कार्ड की जानकारी हमारे पेमेंट पार्टनर के चेकआउट पेज पर डालते हैं, हमारी शॉप में नहीं, और हम आपका कार्ड नंबर या CVV न कभी देखते हैं, न रखते हैं। सेव किए गए कार्ड में सिर्फ़ नाम, आख़िरी चार अंक, कार्ड नेटवर्क और एक्सपायरी की तारीख़ रहती है।",
        ],
        [
          "भुगतान फ़ेल हो गया, लेकिन मेरे अकाउंट से पैसे कट गए। अब क्या करूँ?",
          "अगर भुगतान पूरा नहीं हुआ, तो आपका बैंक वह रकम वापस कर देता है, आमतौर पर 5 से 7 कामकाजी दिनों में। आपके ऑर्डर का भुगतान बाक़ी रहता है: आप ऑर्डर की पुष्टि वाले पेज पर अभी भुगतान करें से फिर कोशिश कर सकते हैं, या उस ऑर्डर के बारे में सहायता अनुरोध भेजकर हमसे पेमेंट लिंक माँग सकते हैं। अगर 7 कामकाजी दिनों के बाद भी रकम वापस न आए, तो उस ऑर्डर के बारे में सहायता अनुरोध भेजें।",
        ],
        [
          "क्या आपकी कीमतों में GST शामिल है?",
          "हाँ। सभी कीमतें भारतीय रुपये में हैं और उनमें इनवॉइस पर दी गई दर से GST शामिल है (साबुन, डिटर्जेंट और क्लीनर पर 18%)। हर प्रोडक्ट पर उसका MRP, हमारी कीमत और आपकी बचत दिखती है।",
        ],
        [
          "प्रोमो कोड कैसे इस्तेमाल करूँ?",
          "प्रोडक्ट कार्ट में डालें, फिर कार्ट में कोड डालें और लागू करें चुनें। छूट तुरंत ऑर्डर की कुल रकम में दिख जाती है। एक ऑर्डर पर एक ही कोड लगता है; हर कोड की एक न्यूनतम ऑर्डर रकम और आख़िरी तारीख़ होती है, जो मेरे प्रोमो कोड में दी गई है।",
        ],
      ],
    },
    "returns-and-refunds": {
      name: "वापसी और रिफ़ंड",
      questions: [
        [
          "प्रोडक्ट वापस करने के लिए मेरे पास कितने दिन हैं?",
          "डिलीवरी से 7 दिन। अगर हमारे पास ऑर्डर की डिलीवरी की तारीख़ का रिकॉर्ड नहीं है, तो ऑर्डर देने के दिन से 10 दिन। उसके बाद ऑर्डर पर वापसी का विकल्प नहीं दिखता।",
        ],
        [
          "किन कारणों से प्रोडक्ट वापस किया जा सकता है?",
          "वापसी माँगते समय सही कारण चुनें: टूटा हुआ या लीक, ग़लत प्रोडक्ट डिलीवर हुआ, प्रोडक्ट विवरण जैसा नहीं, क्वालिटी उम्मीद जैसी नहीं, या अन्य (टिप्पणी में हमें ज़्यादा बताएँ)। साफ़-सफ़ाई के कारण हम खोले गए ऐसे प्रोडक्ट वापस नहीं ले सकते, जिनमें कोई ख़राबी नहीं है।",
        ],
        [
          "प्रोडक्ट वापस कैसे करूँ?",
          "डिलीवर हुआ ऑर्डर मेरे ऑर्डर में खोलें, वापसी चुनें, कारण चुनें और ज़रूरत हो तो टिप्पणी लिखें। हम एक कामकाजी दिन के अंदर अनुरोध स्वीकार या अस्वीकार करते हैं; स्वीकार होने पर हमारा पार्टनर बिना किसी शुल्क के आपके पते से प्रोडक्ट ले जाता है।",
        ],
        [
          "मेरा रिफ़ंड कब मिलेगा?",
          "लौटाया गया प्रोडक्ट हम तक पहुँचने पर, या ऑनलाइन भुगतान वाला ऑर्डर कैंसल होने पर, हम एक कामकाजी दिन के अंदर रिफ़ंड शुरू कर देते हैं। आपके बैंक के हिसाब से यह आमतौर पर 5 से 7 कामकाजी दिनों में आप तक पहुँचता है। हर रिफ़ंड की स्थिति मेरे ऑर्डर और रिफ़ंड पेज पर दिखती है।",
        ],
        [
          "कैश ऑन डिलीवरी वाले ऑर्डर का रिफ़ंड कैसे होता है?",
          "उस UPI ID पर, जो आप वापसी माँगते समय देते हैं, जैसे name@bank। कार्ड से भुगतान वाले ऑर्डर का रिफ़ंड उसी कार्ड पर होता है।",
        ],
        [
          "मेरा वापसी अनुरोध अस्वीकार हो गया। क्यों?",
          "हम वापसी तब अस्वीकार करते हैं, जब प्रोडक्ट खुला हुआ हो और उसमें कोई ख़राबी न हो, या फ़ोटो और टिप्पणी से समस्या न दिखे। फ़ैसला ऑर्डर के पेज पर दिखता है। अगर आपको लगता है कि हमसे ग़लती हुई है, तो उस ऑर्डर के बारे में सहायता अनुरोध भेजें और हमें बताएँ कि क्या हुआ।",
        ],
      ],
    },
    "products-and-refills": {
      name: "प्रोडक्ट और रीफ़िल",
      questions: [
        [
          "प्रीफ़िल और रीफ़िल में क्या फ़र्क़ है?",
          "प्रीफ़िल प्रोडक्ट पंप, ट्रिगर या फ़्लिप कैप वाली मज़बूत बोतल में आता है: इसे एक बार ख़रीदें। उसके बाद रीफ़िल ख़रीदें: वही क्लीनर हल्के पाउच या कैन में, जिसमें 80% तक कम प्लास्टिक लगता है और जो सस्ता भी है।",
        ],
        [
          "अपनी बोतल कैसे भरूँ?",
          "ख़ाली बोतल खोलें, रीफ़िल पाउच को निशान वाले कोने से काटें और धीरे-धीरे डालें, या कैन की टोंटी का इस्तेमाल करें। बोतल में सिर्फ़ वही क्लीनर भरें, दो प्रोडक्ट कभी न मिलाएँ, और ढक्कन कसकर बंद करें।",
        ],
        [
          "क्या आपके क्लीनर बच्चों और पालतू जानवरों के लिए सुरक्षित हैं?",
          "लेबल पर बताए तरीक़े से इस्तेमाल करें, तो हाँ। इनमें न फ़ॉस्फ़ेट है, न क्लोरीन ब्लीच और न माइक्रोप्लास्टिक। हर क्लीनर की तरह इन्हें भी बच्चों की पहुँच से दूर रखें, और जिन जगहों को खाना या पालतू जानवर छूते हैं, उन्हें पानी से धो दें।",
        ],
        [
          "प्रोडक्ट कितने समय तक चलते हैं?",
          "हर प्रोडक्ट के पैक पर उसकी बेस्ट-बिफ़ोर तारीख़ लिखी होती है। बंद रखें और धूप व गर्मी से दूर रखें, तो ये उस तारीख़ तक चलते हैं। अगर कोई प्रोडक्ट तारीख़ निकलने के बाद पहुँचे, तो उसे डिलीवरी के 7 दिनों के अंदर वापस किया जा सकता है।",
        ],
        [
          "ख़ाली पाउच का क्या करूँ?",
          "उन्हें धोकर सुखा लें, फिर अगले ऑर्डर के साथ हमारे डिलीवरी पार्टनर को दे दें। हम उन्हें पुणे के एक रीसाइक्लर को भेजते हैं, जो उनसे बगीचे का फ़र्नीचर बनाता है।",
        ],
        [
          "कोई प्रोडक्ट स्टॉक में नहीं है। वह दोबारा कब आएगा?",
          "स्टॉक ख़त्म हो चुका प्रोडक्ट तब तक कार्ट में नहीं डाला जा सकता, जब तक हम उसे दोबारा स्टॉक न कर लें, जिसमें आमतौर पर लगभग एक हफ़्ता लगता है। उसका प्रोडक्ट पेज फिर से देखें, या उसी का रीफ़िल या प्रीफ़िल वाला रूप आज़माएँ, जो अक्सर स्टॉक में होता है।",
        ],
      ],
    },
    "account-and-sign-in": {
      name: "अकाउंट और साइन इन",
      questions: [
        [
          "साइन इन कैसे करूँ?",
          "साइन इन चुनें और अपना 10 अंकों का मोबाइल नंबर डालें। हम +91 के साथ उस नंबर पर SMS से 6 अंकों का वन-टाइम कोड (OTP) भेजते हैं; साइन इन करने के लिए उसे डालें। कोई पासवर्ड याद रखने की ज़रूरत नहीं।",
        ],
        [
          "मुझे OTP नहीं मिला। क्या करूँ?",
          "जाँच लें कि नंबर सही है और फ़ोन में नेटवर्क है। 60 सेकंड बाद आप OTP दोबारा भेजें से नया कोड माँग सकते हैं। हर कोड 5 मिनट तक चलता है, और 5 बार ग़लत कोड डालने पर नया कोड लेना होगा।",
        ],
        [
          "क्या भारत के बाहर के नंबर से साइन इन हो सकता है?",
          "अभी नहीं। साइन इन के लिए भारतीय मोबाइल नंबर (+91) ज़रूरी है, क्योंकि हम वन-टाइम कोड उसी पर SMS से भेजते हैं और डिलीवरी सिर्फ़ भारत में करते हैं।",
        ],
        [
          "अपना नाम, ईमेल या पते कैसे बदलूँ?",
          "नाम और ईमेल बदलने के लिए मेरी प्रोफ़ाइल खोलें। आपके डिलीवरी के पते मेरे पते में हैं, जहाँ आप पता जोड़, बदल और हटा सकते हैं, और डिफ़ॉल्ट पता चुन सकते हैं।",
        ],
        [
          "रेफ़र करें और बचाएँ कैसे काम करता है?",
          "रेफ़र करें और बचाएँ से अपना रेफ़रल कोड शेयर करें। जो दोस्त उसे इस्तेमाल करता है, उसे पहले ऑर्डर के साथ हमारा रेफ़रल प्रोडक्ट मुफ़्त मिलता है; उसका ऑर्डर डिलीवर होने पर आपको ₹499 या उससे ज़्यादा के ऑर्डर पर ₹100 की छूट मिलती है, जिसे 60 दिनों के अंदर इस्तेमाल करना होता है।",
        ],
        [
          "जिस सवाल का जवाब यहाँ नहीं है, उसमें मदद कैसे मिलेगी?",
          "साइन इन करें और सहायता केंद्र खोलें: सहायता अनुरोध भेजें (अपने किसी ऑर्डर के बारे में, या किसी और बात के बारे में)। हम वहीं जवाब देते हैं, आमतौर पर एक कामकाजी दिन के अंदर, और जवाब देने पर आपको नोटिफ़िकेशन भेजते हैं। आप एक दिन में 10 अनुरोध तक भेज सकते हैं।",
        ],
      ],
    },
    "payment-links": {
      name: "पेमेंट लिंक",
      questions: [
        [
          "पेमेंट लिंक क्या है?",
          "एक लिंक, जो हम SMS से भेजते हैं ताकि आप साइन इन किए बिना किसी ऑर्डर का ऑनलाइन भुगतान कर सकें, जैसे जब कैश ऑन डिलीवरी वाला ऑर्डर प्रीपेड में बदला जाता है। यह उसी एक ऑर्डर के लिए हमारा सुरक्षित चेकआउट खोलता है।",
        ],
        ["पेमेंट लिंक कितने समय तक चलता है?", "भेजे जाने के समय से 72 घंटे। उसके बाद वह चेकआउट नहीं खोलता; उस ऑर्डर के बारे में सहायता अनुरोध भेजकर हमसे नया लिंक माँगें।"],
        [
          "लिंक पर लिखा है कि भुगतान हो चुका है। क्यों?",
          "ऑर्डर का भुगतान पहले ही हो चुका है, लिंक से या किसी और तरीक़े से, इसलिए अब कुछ चुकाना बाक़ी नहीं है। मेरे ऑर्डर में ऑर्डर के पेज पर उसका भुगतान हो चुका दिखता है।",
        ],
        [
          "क्या पेमेंट लिंक सुरक्षित है?",
          "हर लिंक लंबा और रैंडम होता है, सिर्फ़ एक ऑर्डर के लिए बनता है, और कुछ समय बाद ख़त्म हो जाता है। यह हमारी शॉप का अपना पेज खोलता है, जो आपको हमारे पेमेंट पार्टनर के चेकआउट पर भेजता है। हम फ़ोन या SMS पर कभी आपका OTP, कार्ड PIN या UPI PIN नहीं माँगते।",
        ],
      ],
    },
  },
};

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

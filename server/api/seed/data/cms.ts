import type { CmsSection } from "@domain/catalogue/catalogue";
import type { Translated } from "./translated";

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
          "We deliver to the pincodes listed when you choose your location. In metro cities, orders placed before 2 pm are delivered the next working day; elsewhere within 2 to 4 working days. The product page shows the date for your pincode.",
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
          "Cash on delivery (COD) is available in most areas on orders up to ₹3,000 (₹5,000 in a few business districts); the product page, the cart and checkout say whether it is available for your pincode and order. Please keep the exact amount ready; our delivery partners can also take UPI at the door.",
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
          "In metro cities, orders placed before 2 pm on a working day are delivered the next working day, between 9 am and 8 pm; elsewhere within 2 to 4 working days. We do not deliver on Sundays or national holidays.",
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

/** How Hindi writes the support and grievance contacts; the company's name and address stay as registered. */
const SUPPORT_HI = "support@nirmalhomecare.in या +91 20 4000 1234 (सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक)";
const GRIEVANCE_HI = "हमारी शिकायत अधिकारी सुश्री प्रिया कुलकर्णी (grievance@nirmalhomecare.in, +91 20 4000 1235, ऊपर दिए गए पते पर)";

type CmsContent = { title: string; summary: string; sections: CmsSection[] };

/** The content pages in the shop's other languages, by key: the same sections as the English page, in its order. */
export const CMS_TRANSLATIONS: Translated<Record<string, CmsContent>> = {
  hi: {
    tc: {
      title: "नियम और शर्तें",
      summary: "वे शर्तें, जिन पर Nirmal Home Care इस वेबसाइट पर घर की सफ़ाई, कपड़ों की धुलाई और हाथों की देखभाल के प्रोडक्ट बेचता है।",
      sections: [
        {
          heading: "इन शर्तों के बारे में",
          paragraphs: [
            `यह वेबसाइट ${SHOP}, ${ADDRESS} ("Nirmal", "हम") चलाती है। ये शर्तें हर बार लागू होती हैं, जब आप शॉप देखते हैं, अकाउंट बनाते हैं या ऑर्डर देते हैं। ऑर्डर देकर आप इन शर्तों को, हमारी गोपनीयता नीति और हमारी मूल्य, डिलीवरी, वापसी और रिफ़ंड नीति के साथ, स्वीकार करते हैं।`,
            "हम समय-समय पर इन शर्तों को बदल सकते हैं। ऑर्डर देते समय जो शर्तें दिखाई गई हों, वही उस ऑर्डर पर लागू होती हैं।",
          ],
        },
        {
          heading: "आपका अकाउंट",
          paragraphs: [
            "आप अपने भारतीय मोबाइल नंबर और SMS से आए वन-टाइम कोड से साइन इन करते हैं। अपना फ़ोन सुरक्षित रखें: जो भी आपके मैसेज पढ़ सकता है, वह आपके नाम से साइन इन कर सकता है।",
          ],
          points: [
            "आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए, या आप माता-पिता या अभिभावक की देखरेख में ख़रीदारी करें।",
            "आप जो जानकारी देते हैं (नाम, फ़ोन नंबर, डिलीवरी का पता), वह सही और आपकी अपनी होनी चाहिए।",
            "धोखाधड़ी, ऑफ़र के ग़लत इस्तेमाल या थोक में दोबारा बेचने के लिए इस्तेमाल होने वाला अकाउंट हम निलंबित कर सकते हैं।",
          ],
        },
        {
          heading: "प्रोडक्ट और कीमतें",
          paragraphs: [
            "हर कीमत भारतीय रुपये में है और उसमें GST शामिल है। पैक पर छपा MRP वह सबसे ज़्यादा रकम है जो आप कभी देंगे; वेबसाइट पर सेल प्राइस अक्सर इससे कम होता है। प्रोडक्ट की तस्वीरें हमारे पैक के चित्र हैं; अलग-अलग बैच में रंग और लेबल थोड़े अलग हो सकते हैं।",
            "अगर वेबसाइट पर कोई कीमत साफ़ तौर पर ग़लत है (जैसे टाइपिंग की ग़लती से), तो हम डिलीवरी से पहले आपको बताएँगे और आप पूरे रिफ़ंड के साथ ऑर्डर कैंसल कर सकते हैं।",
          ],
        },
        {
          heading: "ऑर्डर",
          paragraphs: [
            "ऑर्डर ख़रीदने का अनुरोध है। यह तब स्वीकार होता है, जब हम SMS से या आपके अकाउंट में इसकी पुष्टि करते हैं। अगर प्रोडक्ट स्टॉक में नहीं है, पिनकोड हमारे डिलीवरी क्षेत्र से बाहर है या ऑर्डर में धोखाधड़ी लगती है, तो हम ऑर्डर अस्वीकार या कैंसल कर सकते हैं, और जो भी भुगतान हुआ हो, उसका पूरा रिफ़ंड करते हैं।",
            "जब तक ऑर्डर पेंडिंग है, आप उसे मेरे ऑर्डर से बिना किसी शुल्क के कैंसल कर सकते हैं।",
          ],
        },
        {
          heading: "भुगतान",
          paragraphs: [
            "आप कैश ऑन डिलीवरी (COD) चुन सकते हैं, या हमारे पेमेंट पार्टनर के ज़रिए कार्ड, UPI या नेट बैंकिंग से ऑनलाइन भुगतान कर सकते हैं। हम आपका पूरा कार्ड नंबर न कभी देखते हैं, न सेव करते हैं। ऑर्डर डिलीवर होने के बाद GST टैक्स इनवॉइस मेरे ऑर्डर में मिलता है।",
          ],
        },
        {
          heading: "सुरक्षित इस्तेमाल",
          paragraphs: [
            "हमारे प्रोडक्ट सफ़ाई के उत्पाद हैं। इस्तेमाल से पहले लेबल पढ़ें, इन्हें बच्चों और पालतू जानवरों की पहुँच से दूर रखें, अलग-अलग क्लीनर आपस में न मिलाएँ, और कोई प्रोडक्ट आँख में चला जाए तो पानी से धोएँ। अगर कोई निगल ले, तो उल्टी न कराएँ: डॉक्टर को बुलाएँ और उन्हें पैक दिखाएँ।",
          ],
        },
        {
          heading: "ज़िम्मेदारी",
          paragraphs: [
            "उपभोक्ता संरक्षण अधिनियम, 2019 के अनुसार हमारी ज़िम्मेदारी है कि हम ऐसे प्रोडक्ट डिलीवर करें जो अपने विवरण से मेल खाते हों और अपने काम के लायक़ हों। लेबल पर दिए निर्देशों के ख़िलाफ़ इस्तेमाल से हुए नुक़सान के लिए हम ज़िम्मेदार नहीं हैं। इन शर्तों में कुछ भी भारतीय क़ानून के तहत उपभोक्ता के रूप में आपके अधिकारों को सीमित नहीं करता।",
          ],
        },
        {
          heading: "क़ानून और विवाद",
          paragraphs: [
            `ये शर्तें भारत के क़ानूनों के अधीन हैं, और इन पर पुणे की अदालतों का अधिकार-क्षेत्र है। अदालत जाने से पहले, कृपया हमें ${SUPPORT_HI} पर लिखें: ज़्यादातर समस्याएँ एक दिन के अंदर सुलझ जाती हैं। अगर आप संतुष्ट नहीं हैं, तो ${GRIEVANCE_HI} को लिखें।`,
          ],
        },
      ],
    },
    pp: {
      title: "गोपनीयता नीति",
      summary:
        "Nirmal Home Care कौन-सा निजी डेटा इकट्ठा करता है, क्यों, उसे कितने समय तक रखता है, और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपके क्या अधिकार हैं।",
      sections: [
        {
          heading: "हम कौन हैं",
          paragraphs: [
            `${SHOP}, ${ADDRESS}, इस शॉप को दिए गए आपके निजी डेटा का डेटा फ़िड्यूशियरी है। यह नीति डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP अधिनियम) और सूचना प्रौद्योगिकी अधिनियम, 2000 के अनुसार बताती है कि हम क्या इकट्ठा करते हैं और क्यों।`,
          ],
        },
        {
          heading: "हम क्या इकट्ठा करते हैं",
          paragraphs: ["हम सिर्फ़ वही इकट्ठा करते हैं, जो आपका ऑर्डर डिलीवर करने और आपके अकाउंट की देखभाल के लिए ज़रूरी है:"],
          points: [
            "आपका मोबाइल नंबर, नाम और (अगर आप दें तो) ईमेल पता, ताकि आप साइन इन कर सकें और हम आपको आपके ऑर्डर की जानकारी देते रहें।",
            "डिलीवरी के पते और पिनकोड, यह जाँचने के लिए कि हम आप तक डिलीवर करते हैं, और डिलीवरी के लिए।",
            "आपके ऑर्डर, वापसी, रिव्यू और कस्टमर केयर को भेजे गए मैसेज।",
            "तकनीकी डेटा, जैसे आपके डिवाइस का प्रकार और IP पता, शॉप को सुरक्षित रखने और धोखाधड़ी रोकने के लिए।",
            "अगर आप अनुमति दें, तो आपके ब्राउज़र की लोकेशन, सिर्फ़ वह सबसे नज़दीकी पिनकोड ढूँढने के लिए जहाँ हम डिलीवर करते हैं। हम आपकी लोकेशन सेव नहीं करते।",
          ],
        },
        {
          heading: "हम क्या इकट्ठा नहीं करते",
          paragraphs: ["कार्ड नंबर, UPI PIN और बैंक पासवर्ड हमारा पेमेंट पार्टनर संभालता है, जो भारतीय रिज़र्व बैंक के नियमों के तहत काम करता है। हम इन्हें कभी नहीं देखते।"],
        },
        {
          heading: "हम इसका इस्तेमाल क्यों करते हैं",
          paragraphs: [
            "हम आपके डेटा का इस्तेमाल ऑर्डर प्रोसेस और डिलीवर करने, वापसी और रिफ़ंड संभालने, आपके सवालों के जवाब देने, SMS और नोटिफ़िकेशन से ऑर्डर अपडेट भेजने, धोखाधड़ी रोकने और क़ानून के मुताबिक़ GST रिकॉर्ड रखने के लिए करते हैं। आपकी सहमति से, जिसे आप कभी भी वापस ले सकते हैं, हम ऑफ़र भेजते हैं। हम आपका निजी डेटा नहीं बेचते।",
          ],
        },
        {
          heading: "हम इसे किसके साथ साझा करते हैं",
          points: [
            "डिलीवरी पार्टनर: आपका नाम, फ़ोन नंबर और पता, सिर्फ़ डिलीवरी के लिए।",
            "हमारा पेमेंट पार्टनर, ऑनलाइन भुगतान लेने और रिफ़ंड करने के लिए।",
            "हमारे SMS और नोटिफ़िकेशन प्रोवाइडर, कोड और अपडेट भेजने के लिए।",
            "सरकारी अधिकारी, जब भारतीय क़ानून इसकी माँग करे।",
          ],
          paragraphs: ["इनमें से हर कोई आपके डेटा का इस्तेमाल सिर्फ़ उसी काम के लिए कर सकता है, जो हम उसे सौंपते हैं।"],
        },
        {
          heading: "हम इसे कितने समय तक रखते हैं",
          paragraphs: [
            "जब तक आपका अकाउंट खुला है, हम आपके अकाउंट का डेटा रखते हैं। GST क़ानून के अनुसार ऑर्डर और इनवॉइस के रिकॉर्ड आठ साल तक रखे जाते हैं। कस्टमर केयर को भेजे गए मैसेज तीन साल बाद मिटा दिए जाते हैं। अकाउंट बंद करने पर बाक़ी डेटा हम 30 दिनों के अंदर मिटा देते हैं।",
          ],
        },
        {
          heading: "आपके अधिकार",
          paragraphs: ["DPDP अधिनियम के तहत आप:"],
          points: [
            "हमारे पास मौजूद अपने निजी डेटा और उसके इस्तेमाल का सारांश माँग सकते हैं;",
            "ग़लत या अधूरा डेटा ठीक करवा सकते हैं, और जो डेटा आप नहीं चाहते कि हम रखें, उसे मिटवा सकते हैं;",
            "दी हुई कोई भी सहमति उतनी ही आसानी से वापस ले सकते हैं, जितनी आसानी से दी थी;",
            "किसी व्यक्ति को नामित कर सकते हैं, जो आपकी मृत्यु या असमर्थता की स्थिति में आपके अधिकारों का इस्तेमाल करे;",
            "अपनी शिकायत का जवाब पा सकते हैं, और उसके बाद भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।",
          ],
        },
        {
          heading: "सुरक्षा",
          paragraphs: [
            "डेटा एन्क्रिप्टेड कनेक्शन से भेजा जाता है, साइन-इन कोड सिर्फ़ हैश करके रखे जाते हैं, और डेटा तक सिर्फ़ उन्हीं कर्मचारियों की पहुँच है जिन्हें इसकी ज़रूरत है। अगर किसी डेटा उल्लंघन का असर आप पर पड़ता है, तो हम क़ानून के अनुसार आपको और डेटा संरक्षण बोर्ड को सूचित करेंगे।",
          ],
        },
        {
          heading: "शिकायत अधिकारी",
          paragraphs: [`${GRIEVANCE_HI} को लिखें। हम हर अनुरोध की पावती 48 घंटों के अंदर देते हैं और 30 दिनों के अंदर जवाब देते हैं।`],
        },
      ],
    },
    rrd: {
      title: "मूल्य, डिलीवरी, वापसी और रिफ़ंड नीति",
      summary:
        "Nirmal Home Care अपने प्रोडक्ट की कीमत कैसे तय करता है, उन्हें कैसे डिलीवर करता है, डिलीवरी के 7 दिनों के अंदर वापसी कैसे संभालता है, और 5 से 7 कामकाजी दिनों में मूल भुगतान माध्यम पर रिफ़ंड कैसे करता है।",
      sections: [
        {
          heading: "कीमतें",
          paragraphs: [
            "सभी कीमतें भारतीय रुपये में हैं और उनमें इनवॉइस पर दी गई दर से GST शामिल है (साबुन, डिटर्जेंट और क्लीनर पर 18%)। हर प्रोडक्ट पर उसका MRP, हमारा सेल प्राइस और आपकी बचत दिखाई जाती है। आपको कितना भुगतान करना है, यह चेकआउट पर सेल प्राइस, लगाए गए कूपन और डिलीवरी शुल्क से तय होता है, और पुष्टि करने से पहले दिखाया जाता है।",
          ],
        },
        {
          heading: "डिलीवरी",
          paragraphs: [
            "हम उन पिनकोड पर डिलीवर करते हैं, जो लोकेशन चुनते समय दिखाए जाते हैं। महानगरों में दोपहर 2 बजे से पहले दिए गए ऑर्डर अगले कामकाजी दिन डिलीवर होते हैं; बाक़ी जगहों पर 2 से 4 कामकाजी दिनों में। प्रोडक्ट पेज पर आपके पिनकोड की तारीख़ दिखती है।",
          ],
          points: [
            "₹499 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है; इससे कम पर चेकआउट में ₹40 का शुल्क जुड़ता है।",
            "आप मेरे ऑर्डर में अपना ऑर्डर देख सकते हैं, और डिलीवरी के लिए निकलने के बाद उसे लाइव ट्रैक कर सकते हैं।",
            "अगर घर पर कोई नहीं है, तो हमारा पार्टनर आपको कॉल करता है और अगले कामकाजी दिन एक बार फिर कोशिश करता है।",
          ],
        },
        {
          heading: "कैश ऑन डिलीवरी",
          paragraphs: [
            "कैश ऑन डिलीवरी (COD) ज़्यादातर क्षेत्रों में ₹3,000 तक के ऑर्डर पर उपलब्ध है (कुछ व्यावसायिक इलाक़ों में ₹5,000 तक); प्रोडक्ट पेज, कार्ट और चेकआउट पर दिखता है कि आपके पिनकोड और ऑर्डर के लिए यह उपलब्ध है या नहीं। कृपया सही रकम छुट्टे में तैयार रखें; हमारे डिलीवरी पार्टनर दरवाज़े पर UPI से भी भुगतान ले सकते हैं।",
          ],
        },
        {
          heading: "कैंसल करना",
          paragraphs: [
            "जब तक ऑर्डर पेंडिंग है, आप उसे बिना किसी शुल्क के कैंसल कर सकते हैं। एक बार स्वीकार और पैक हो जाने के बाद ऑर्डर कैंसल नहीं हो सकता, लेकिन डिलीवरी के बाद आप नीचे बताए तरीक़े से उसे वापस कर सकते हैं।",
          ],
        },
        {
          heading: "वापसी",
          paragraphs: ["डिलीवरी के 7 दिनों के अंदर आप मेरे ऑर्डर से किसी प्रोडक्ट की वापसी का अनुरोध कर सकते हैं, अगर:"],
          points: ["वह टूटा हुआ, लीक होता हुआ या टूटी सील के साथ पहुँचा है;", "आपने जो प्रोडक्ट या साइज़ ऑर्डर किया था, वह नहीं आया है;", "उसकी बेस्ट-बिफ़ोर तारीख़ निकल चुकी है।"],
        },
        {
          heading: "वापसी कैसे करें",
          paragraphs: [
            "ऑर्डर पर वापसी चुनें और बताएँ कि क्या गड़बड़ हुई (फ़ोटो हो तो मदद मिलती है)। हम एक कामकाजी दिन के अंदर अनुरोध स्वीकार या अस्वीकार करते हैं। स्वीकार होने पर हमारा पार्टनर बिना किसी शुल्क के आपके पते से प्रोडक्ट ले जाता है। साफ़-सफ़ाई के कारण हम खोले गए ऐसे प्रोडक्ट वापस नहीं ले सकते, जिनमें कोई ख़राबी नहीं है।",
          ],
        },
        {
          heading: "रिफ़ंड",
          paragraphs: [
            "लौटाया गया प्रोडक्ट हम तक पहुँचने पर, या ऑनलाइन भुगतान वाला ऑर्डर कैंसल होने पर, हम पूरी रकम मूल भुगतान माध्यम पर रिफ़ंड करते हैं: आपके कार्ड, UPI अकाउंट या बैंक अकाउंट में। रिफ़ंड एक कामकाजी दिन के अंदर शुरू हो जाता है और आपके बैंक के हिसाब से आमतौर पर 5 से 7 कामकाजी दिनों में आप तक पहुँचता है।",
            "कैश ऑन डिलीवरी वाले ऑर्डर का रिफ़ंड आपके बताए बैंक अकाउंट या UPI ID में होता है। हर रिफ़ंड की स्थिति आप मेरे ऑर्डर में देख सकते हैं।",
          ],
        },
        {
          heading: "सवाल",
          paragraphs: [`हमें ${SUPPORT_HI} पर लिखें।`],
        },
      ],
    },
    sp: {
      title: "शिपिंग नीति",
      summary: "Nirmal Home Care कहाँ और कितनी जल्दी डिलीवर करता है, डिलीवरी का शुल्क कितना है, और पैकेट कैसे पैक किए जाते हैं।",
      sections: [
        {
          heading: "हम कहाँ डिलीवर करते हैं",
          paragraphs: [
            "हम मुंबई, ठाणे, पुणे, दिल्ली, बेंगलुरु, चेन्नई और हैदराबाद के कुछ हिस्सों में डिलीवर करते हैं, और हर महीने नए पिनकोड जोड़ते हैं। जाँचने के लिए लोकेशन बॉक्स में अपना पिनकोड डालें।",
          ],
        },
        {
          heading: "कब",
          paragraphs: [
            "महानगरों में किसी कामकाजी दिन दोपहर 2 बजे से पहले दिए गए ऑर्डर अगले कामकाजी दिन, सुबह 9 बजे से रात 8 बजे के बीच डिलीवर होते हैं; बाक़ी जगहों पर 2 से 4 कामकाजी दिनों में। रविवार और राष्ट्रीय छुट्टियों पर हम डिलीवरी नहीं करते।",
          ],
        },
        {
          heading: "शुल्क",
          paragraphs: ["₹499 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है। छोटे ऑर्डर पर ₹40 लगते हैं, जो भुगतान से पहले चेकआउट पर दिखाए जाते हैं।"],
        },
        {
          heading: "पैकिंग",
          paragraphs: [
            "हर बोतल सील करके, रीसायकल किए गए कार्डबोर्ड के डिब्बे में काग़ज़ की गद्दी के साथ सीधी खड़ी पैक की जाती है, प्लास्टिक के एयर पिलो के बिना। रीफ़िल पाउच और कैन एक और सील बंद थैली में भेजे जाते हैं, ताकि आपके ऑर्डर के बाक़ी सामान पर कुछ न रिसे।",
          ],
        },
        {
          heading: "देरी",
          paragraphs: [
            `भारी बारिश, हड़ताल या हमारे बस से बाहर की दूसरी घटनाओं में डिलीवरी में ज़्यादा समय लग सकता है; ऐसा होने पर हम SMS भेजते हैं। सवाल हों तो: ${SUPPORT_HI}।`,
          ],
        },
      ],
    },
  },
};

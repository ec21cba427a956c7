import type { Category, ProductType } from "@domain/catalogue/catalogue";
import type { Translated } from "./translated";

/** The categories and product types as shoppers read about them; their ids are the shop's route values. */
export const CATEGORY_TEXT: Record<Category, string> = {
  prefill: "Ready-to-use bottles with a pump, trigger or flip cap. Buy one once and keep it for years.",
  refill: "The same cleaners in light pouches and cans that use up to 80% less plastic. Pour into your Nirmal bottle.",
};

export const PRODUCT_TYPE_TEXT: Record<ProductType, string> = {
  "laundry-care": "Liquid and powder detergents and fabric conditioner for machine and hand wash.",
  "hand-wash": "Gentle, pH-balanced hand washes that clean without drying the skin.",
  "dish-wash-gel": "Concentrated gels that cut oil and masala stains from utensils with a few drops.",
  "glass-cleaner-": "Streak-free sprays for windows, mirrors, glass tables and shower screens.",
  "toilet-cleaner": "Thick liquids that cling under the rim to remove stains, limescale and germs.",
  "bathroom-cleaner": "Sprays for tiles, taps, sinks and hard-water stains.",
  "floor-cleaner": "Dilutable cleaners for marble, vitrified tiles, kota stone and wood.",
};

/** The categories' and types' names and texts in the shop's other languages (their English names are in @domain/catalogue). */
export const CATEGORY_TRANSLATIONS: Translated<Record<Category, { name: string; description: string }>> = {
  hi: {
    prefill: { name: "प्रीफ़िल", description: "पंप, ट्रिगर या फ़्लिप कैप वाली, इस्तेमाल के लिए तैयार बोतलें। एक बार ख़रीदें और सालों तक इस्तेमाल करें।" },
    refill: { name: "रीफ़िल", description: "वही क्लीनर, हल्के पाउच और कैन में, जिनमें 80% तक कम प्लास्टिक लगता है। अपनी Nirmal बोतल में भर लें।" },
  },
};

export const PRODUCT_TYPE_TRANSLATIONS: Translated<Record<ProductType, { name: string; description: string }>> = {
  hi: {
    "laundry-care": { name: "कपड़ों की देखभाल", description: "मशीन और हाथ की धुलाई के लिए लिक्विड और पाउडर डिटर्जेंट और फ़ैब्रिक कंडीशनर।" },
    "hand-wash": { name: "हैंड वॉश", description: "कोमल, pH-संतुलित हैंड वॉश, जो त्वचा को रूखा किए बिना साफ़ करते हैं।" },
    "dish-wash-gel": { name: "बर्तन धोने का जेल", description: "गाढ़े जेल, जिनकी कुछ बूँदें ही बर्तनों से तेल और मसाले के दाग़ छुड़ा देती हैं।" },
    "glass-cleaner-": { name: "काँच क्लीनर", description: "खिड़कियों, आईनों, काँच की मेज़ों और शावर स्क्रीन के लिए बिना धारियों वाले स्प्रे।" },
    "toilet-cleaner": { name: "टॉयलेट क्लीनर", description: "गाढ़े लिक्विड, जो रिम के नीचे चिपककर दाग़, चूने की परत और कीटाणु हटाते हैं।" },
    "bathroom-cleaner": { name: "बाथरूम क्लीनर", description: "टाइलों, नलों, सिंक और खारे पानी के दाग़ों के लिए स्प्रे।" },
    "floor-cleaner": { name: "फ़र्श क्लीनर", description: "मार्बल, विट्रिफ़ाइड टाइल, कोटा स्टोन और लकड़ी के लिए क्लीनर, जिन्हें पानी में मिलाकर इस्तेमाल करें।" },
  },
};

/** A demo product's pictures' alternative texts (its name is `{name}`): the English ones are `{name}, front of the pack` and `{name}, how to use it`. */
export const PICTURE_ALTS: Translated<{ front: string; back: string }> = {
  hi: { front: "{name}, पैक का सामने का हिस्सा", back: "{name}, इस्तेमाल करने का तरीका" },
};

/** How each type is used: the back of the label, and the second picture of every product. */
export const HOW_TO_USE: Record<ProductType, string[]> = {
  "laundry-care": ["Machine: 1 cap (40 ml) per load", "Hand wash: half a cap in a bucket", "Soak dark clothes inside out"],
  "hand-wash": ["Wet your hands", "One pump, rub for 20 seconds", "Rinse and dry"],
  "dish-wash-gel": ["Add 5 ml to half a bowl of water", "Dip the scrub and wash", "Rinse with clean water"],
  "glass-cleaner-": ["Spray from 20 cm", "Wipe with a dry microfibre cloth", "Do not use in direct sun"],
  "toilet-cleaner": ["Squeeze under the rim", "Leave for 10 minutes", "Brush and flush"],
  "bathroom-cleaner": ["Spray on tiles and taps", "Leave for 2 minutes", "Scrub lightly and rinse"],
  "floor-cleaner": ["Add 2 caps to half a bucket", "Mop as usual", "No need to rinse"],
};

export type SeedProduct = {
  name: string;
  category: Category;
  type: ProductType;
  quantity: number;
  unit: "ml" | "g";
  /** MRP and sale price in rupees. */
  mrp: number;
  sale: number;
  stock: number;
  featured?: boolean;
  /** What sets this product apart; the description adds how its type and category work. */
  note: string;
} & Translated<{
  /** The name with its size and unit as the English name writes them ("नींबू डिशवॉश जेल 500 ml"). */
  name: string;
  note: string;
}>;

/** A demo catalogue of 52 products: 27 ready-to-use bottles and 25 refills, every bottle with a refill of its formula (REFILL_PAIRS), each also in Hindi. */
export const PRODUCTS: SeedProduct[] = [
  // Prefill: dishwash gel
  { name: "Lemon Dishwash Gel 500 ml", category: "prefill", type: "dish-wash-gel", quantity: 500, unit: "ml", mrp: 149, sale: 129, stock: 120, featured: true, note: "Real lemon extract lifts grease from kadhais and tiffin boxes and leaves no soapy smell on steel.", hi: { name: "नींबू डिशवॉश जेल 500 ml", note: "असली नींबू का अर्क कड़ाही और टिफ़िन बॉक्स की चिकनाई आसानी से छुड़ा देता है, और स्टील के बर्तनों में साबुन की महक नहीं छोड़ता।" } },
  { name: "Lemon Dishwash Gel 1 L", category: "prefill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 265, sale: 229, stock: 80, note: "The family bottle of our best-selling lemon gel, with a flip cap that stops the last drop from going to waste.", hi: { name: "नींबू डिशवॉश जेल 1 L", note: "हमारे सबसे ज़्यादा बिकने वाले नींबू जेल की फ़ैमिली बोतल, फ़्लिप कैप के साथ, ताकि आख़िरी बूँद भी बेकार न जाए।" } },
  { name: "Lime and Mint Dishwash Gel 750 ml", category: "prefill", type: "dish-wash-gel", quantity: 750, unit: "ml", mrp: 199, sale: 179, stock: 60, note: "A cool lime and mint gel that is gentle on hands yet shifts burnt-on milk from pans.", hi: { name: "लाइम और पुदीना डिशवॉश जेल 750 ml", note: "लाइम और पुदीने की ठंडक वाला जेल, जो हाथों पर कोमल है, फिर भी पतीले में जला हुआ दूध छुड़ा देता है।" } },
  { name: "Unscented Dishwash Gel 500 ml", category: "prefill", type: "dish-wash-gel", quantity: 500, unit: "ml", mrp: 159, sale: 139, stock: 45, note: "No fragrance and no colour: for baby bottles, sensitive skin and anyone who dislikes perfume near food.", hi: { name: "बिना ख़ुशबू वाला डिशवॉश जेल 500 ml", note: "न ख़ुशबू, न रंग: बच्चों की दूध की बोतलों, संवेदनशील त्वचा और उन सबके लिए जिन्हें खाने के पास परफ़्यूम की महक पसंद नहीं।" } },
  // Prefill: glass cleaner
  { name: "Streak Free Glass Cleaner 500 ml", category: "prefill", type: "glass-cleaner-", quantity: 500, unit: "ml", mrp: 129, sale: 109, stock: 90, featured: true, note: "A fine-mist trigger spray that dries fast and leaves windows clear, even in humid weather.", hi: { name: "बिना धारियों वाला काँच क्लीनर 500 ml", note: "बारीक फुहार वाला ट्रिगर स्प्रे, जो जल्दी सूखता है और उमस भरे मौसम में भी खिड़कियों को एकदम साफ़ छोड़ता है।" } },
  { name: "Lavender Glass and Mirror Cleaner 500 ml", category: "prefill", type: "glass-cleaner-", quantity: 500, unit: "ml", mrp: 139, sale: 119, stock: 55, note: "Cleans mirrors and glass tables with a light lavender scent that fades within minutes.", hi: { name: "लैवेंडर काँच और आईना क्लीनर 500 ml", note: "आईने और काँच की मेज़ें साफ़ करता है, हल्की लैवेंडर ख़ुशबू के साथ जो कुछ ही मिनटों में उड़ जाती है।" } },
  { name: "Pocket Glass Cleaner 250 ml", category: "prefill", type: "glass-cleaner-", quantity: 250, unit: "ml", mrp: 79, sale: 69, stock: 70, note: "A small bottle for car windscreens, spectacles shelves and the shop counter.", hi: { name: "पॉकेट काँच क्लीनर 250 ml", note: "कार की विंडस्क्रीन, चश्मों के शोकेस और दुकान के काउंटर के लिए छोटी बोतल।" } },
  // Prefill: toilet cleaner
  { name: "Thick Toilet Cleaner 500 ml", category: "prefill", type: "toilet-cleaner", quantity: 500, unit: "ml", mrp: 119, sale: 99, stock: 150, featured: true, note: "An angled neck reaches under the rim; the thick liquid clings to remove yellow stains and limescale.", hi: { name: "गाढ़ा टॉयलेट क्लीनर 500 ml", note: "मुड़ी हुई नोज़ल रिम के नीचे तक पहुँचती है; गाढ़ा लिक्विड चिपककर पीले दाग़ और चूने की परत हटाता है।" } },
  { name: "Thick Toilet Cleaner 1 L", category: "prefill", type: "toilet-cleaner", quantity: 1000, unit: "ml", mrp: 215, sale: 185, stock: 75, note: "The large bottle for homes with more than one bathroom, with a child-resistant cap.", hi: { name: "गाढ़ा टॉयलेट क्लीनर 1 L", note: "एक से ज़्यादा बाथरूम वाले घरों के लिए बड़ी बोतल, बच्चों से सुरक्षित ढक्कन के साथ।" } },
  { name: "Pine Toilet Cleaner 750 ml", category: "prefill", type: "toilet-cleaner", quantity: 750, unit: "ml", mrp: 159, sale: 139, stock: 40, note: "A fresh pine fragrance and a disinfectant that kills 99.9% of common germs.", hi: { name: "पाइन टॉयलेट क्लीनर 750 ml", note: "पाइन की ताज़ा ख़ुशबू, और ऐसा कीटाणुनाशक जो 99.9% आम कीटाणुओं को ख़त्म करता है।" } },
  // Prefill: bathroom cleaner
  { name: "Citrus Bathroom Cleaner 500 ml", category: "prefill", type: "bathroom-cleaner", quantity: 500, unit: "ml", mrp: 149, sale: 125, stock: 85, note: "Orange oil cuts soap scum on tiles, buckets and shower glass without harsh fumes.", hi: { name: "सिट्रस बाथरूम क्लीनर 500 ml", note: "संतरे का तेल टाइलों, बाल्टियों और शावर के काँच पर जमी साबुन की परत हटाता है, बिना तीखी गंध के।" } },
  { name: "Tile and Grout Cleaner 500 ml", category: "prefill", type: "bathroom-cleaner", quantity: 500, unit: "ml", mrp: 169, sale: 149, stock: 35, note: "A foaming spray that gets into grout lines and lifts the black film that mopping leaves behind.", hi: { name: "टाइल और ग्राउट क्लीनर 500 ml", note: "झाग वाला स्प्रे, जो टाइलों के जोड़ों में उतरकर वह काली परत हटाता है जो पोछे के बाद भी रह जाती है।" } },
  { name: "Hard Water Stain Remover 500 ml", category: "prefill", type: "bathroom-cleaner", quantity: 500, unit: "ml", mrp: 189, sale: 165, stock: 50, featured: true, note: "Made for borewell and tanker water: dissolves white scale on taps, showers and bucket rims.", hi: { name: "खारे पानी के दाग़ का रिमूवर 500 ml", note: "बोरवेल और टैंकर के पानी के लिए बना: नलों, शावर और बाल्टी के किनारों पर जमी सफ़ेद परत घोल देता है।" } },
  // Prefill: floor cleaner
  { name: "Neem Floor Cleaner 1 L", category: "prefill", type: "floor-cleaner", quantity: 1000, unit: "ml", mrp: 229, sale: 189, stock: 110, featured: true, note: "Neem oil keeps ants and insects away; safe on marble, granite and vitrified tiles.", hi: { name: "नीम फ़र्श क्लीनर 1 L", note: "नीम का तेल चींटियों और कीड़ों को दूर रखता है; मार्बल, ग्रेनाइट और विट्रिफ़ाइड टाइलों पर सुरक्षित।" } },
  { name: "Jasmine Floor Cleaner 1 L", category: "prefill", type: "floor-cleaner", quantity: 1000, unit: "ml", mrp: 229, sale: 199, stock: 95, note: "A jasmine fragrance that lasts for hours after mopping, without leaving a sticky film.", hi: { name: "चमेली फ़र्श क्लीनर 1 L", note: "चमेली की ख़ुशबू, जो पोछे के बाद घंटों तक रहती है और कोई चिपचिपी परत नहीं छोड़ती।" } },
  { name: "Lemongrass Floor Cleaner 2 L", category: "prefill", type: "floor-cleaner", quantity: 2000, unit: "ml", mrp: 419, sale: 359, stock: 40, note: "The big bottle with a measuring cap: a month of daily mopping for a two-bedroom home.", hi: { name: "लेमनग्रास फ़र्श क्लीनर 2 L", note: "नापने वाले ढक्कन के साथ बड़ी बोतल: दो बेडरूम वाले घर में रोज़ पोछे के लिए पूरे एक महीने का साथ।" } },
  { name: "Wooden Floor Cleaner 500 ml", category: "prefill", type: "floor-cleaner", quantity: 500, unit: "ml", mrp: 249, sale: 219, stock: 20, note: "A mild, low-water formula for wooden and laminate floors that will not raise the grain.", hi: { name: "लकड़ी के फ़र्श का क्लीनर 500 ml", note: "लकड़ी और लैमिनेट फ़र्श के लिए हल्का, कम पानी वाला फ़ॉर्मूला, जिससे लकड़ी के रेशे नहीं उभरते।" } },
  // Prefill: laundry care
  { name: "Front Load Liquid Detergent 1 L", category: "prefill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 299, sale: 249, stock: 100, featured: true, note: "Low-foam for front-loading machines; works in cold water and keeps colours bright.", hi: { name: "फ़्रंट लोड लिक्विड डिटर्जेंट 1 L", note: "फ़्रंट-लोड मशीनों के लिए कम झाग वाला; ठंडे पानी में भी असरदार और रंगों को चमकदार रखता है।" } },
  { name: "Top Load Liquid Detergent 1 L", category: "prefill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 279, sale: 239, stock: 90, note: "Made for top-loading machines and bucket washing; dissolves fully, so no white marks on dark clothes.", hi: { name: "टॉप लोड लिक्विड डिटर्जेंट 1 L", note: "टॉप-लोड मशीन और बाल्टी में धुलाई के लिए बना; पूरी तरह घुल जाता है, इसलिए गहरे रंग के कपड़ों पर सफ़ेद निशान नहीं पड़ते।" } },
  { name: "Liquid Detergent 2 L", category: "prefill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 549, sale: 469, stock: 60, note: "Our everyday detergent for any machine, in a two-litre bottle with a dosing cap.", hi: { name: "लिक्विड डिटर्जेंट 2 L", note: "किसी भी मशीन के लिए हमारा रोज़ का डिटर्जेंट, नापने वाले ढक्कन के साथ दो लीटर की बोतल में।" } },
  { name: "Rose Fabric Conditioner 1 L", category: "prefill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 249, sale: 215, stock: 65, note: "Softens towels and cottons, cuts ironing time and leaves a light rose scent.", hi: { name: "गुलाब फ़ैब्रिक कंडीशनर 1 L", note: "तौलियों और सूती कपड़ों को मुलायम बनाता है, इस्त्री का समय घटाता है और गुलाब की हल्की ख़ुशबू छोड़ता है।" } },
  { name: "Delicate Wash 500 ml", category: "prefill", type: "laundry-care", quantity: 500, unit: "ml", mrp: 199, sale: 175, stock: 0, note: "For silk sarees, wool and innerwear: a pH-neutral liquid that is safe for hand and machine wash.", hi: { name: "नाज़ुक कपड़ों का वॉश 500 ml", note: "रेशमी साड़ियों, ऊनी कपड़ों और इनरवियर के लिए: pH-न्यूट्रल लिक्विड, जो हाथ और मशीन दोनों की धुलाई में सुरक्षित है।" } },
  { name: "Detergent Powder 1 kg", category: "prefill", type: "laundry-care", quantity: 1000, unit: "g", mrp: 189, sale: 165, stock: 130, note: "A phosphate-free powder for bucket and machine washing, in a resealable tub.", hi: { name: "डिटर्जेंट पाउडर 1 kg", note: "बाल्टी और मशीन की धुलाई के लिए फ़ॉस्फ़ेट-मुक्त पाउडर, दोबारा बंद होने वाले डिब्बे में।" } },
  // Prefill: hand wash
  { name: "Aloe Vera Hand Wash 250 ml", category: "prefill", type: "hand-wash", quantity: 250, unit: "ml", mrp: 99, sale: 85, stock: 160, featured: true, note: "Aloe vera and glycerine keep hands soft even when you wash them twenty times a day.", hi: { name: "एलोवेरा हैंड वॉश 250 ml", note: "एलोवेरा और ग्लिसरीन हाथों को मुलायम रखते हैं, चाहे आप दिन में बीस बार हाथ धोएँ।" } },
  { name: "Sandalwood Hand Wash 250 ml", category: "prefill", type: "hand-wash", quantity: 250, unit: "ml", mrp: 109, sale: 95, stock: 70, note: "A warm sandalwood fragrance for the guest washroom, in a pump bottle that does not drip.", hi: { name: "चंदन हैंड वॉश 250 ml", note: "मेहमानों के वॉशरूम के लिए चंदन की गर्माहट भरी ख़ुशबू, ऐसी पंप बोतल में जो टपकती नहीं।" } },
  { name: "Tulsi and Neem Hand Wash 250 ml", category: "prefill", type: "hand-wash", quantity: 250, unit: "ml", mrp: 99, sale: 89, stock: 85, note: "Tulsi and neem extracts with a germ-protection formula for the kitchen sink.", hi: { name: "तुलसी और नीम हैंड वॉश 250 ml", note: "तुलसी और नीम के अर्क, कीटाणुओं से बचाने वाले फ़ॉर्मूले के साथ, रसोई के सिंक के लिए।" } },
  { name: "Foaming Hand Wash 300 ml", category: "prefill", type: "hand-wash", quantity: 300, unit: "ml", mrp: 149, sale: 129, stock: 55, note: "A foaming pump that children love; one bottle lasts twice as long as a liquid hand wash.", hi: { name: "झाग वाला हैंड वॉश 300 ml", note: "झाग वाला पंप, जो बच्चों को बहुत पसंद आता है; एक बोतल लिक्विड हैंड वॉश से दोगुना चलती है।" } },
  // Refill: dishwash gel
  { name: "Lemon Dishwash Gel Refill 1 L", category: "refill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 229, sale: 189, stock: 140, featured: true, note: "Refills your lemon gel bottle twice; the pouch rolls up flat when empty.", hi: { name: "नींबू डिशवॉश जेल रीफ़िल 1 L", note: "आपकी नींबू जेल की बोतल दो बार भरता है; ख़ाली होने पर पाउच लपेटकर चपटा हो जाता है।" } },
  { name: "Lemon Dishwash Gel Refill 2 L", category: "refill", type: "dish-wash-gel", quantity: 2000, unit: "ml", mrp: 429, sale: 349, stock: 60, note: "The best price per litre for busy kitchens, in a can with a pouring spout.", hi: { name: "नींबू डिशवॉश जेल रीफ़िल 2 L", note: "व्यस्त रसोई के लिए प्रति लीटर सबसे कम दाम, डालने वाली टोंटी वाले कैन में।" } },
  { name: "Lime and Mint Dishwash Gel Refill 1 L", category: "refill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 239, sale: 199, stock: 45, note: "Lime and mint gel in a pouch to top up your bottle.", hi: { name: "लाइम और पुदीना डिशवॉश जेल रीफ़िल 1 L", note: "लाइम और पुदीना जेल पाउच में, आपकी बोतल भरने के लिए।" } },
  { name: "Unscented Dishwash Gel Refill 1 L", category: "refill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 249, sale: 209, stock: 60, note: "The fragrance-free gel in a pouch, for the bottle by your sink.", hi: { name: "बिना ख़ुशबू वाला डिशवॉश जेल रीफ़िल 1 L", note: "बिना ख़ुशबू वाला जेल पाउच में, सिंक के पास रखी बोतल भरने के लिए।" } },
  // Refill: glass cleaner
  { name: "Glass Cleaner Refill 1 L", category: "refill", type: "glass-cleaner-", quantity: 1000, unit: "ml", mrp: 199, sale: 165, stock: 70, note: "Two refills of the streak-free spray; keep the trigger bottle and pour in.", hi: { name: "काँच क्लीनर रीफ़िल 1 L", note: "बिना धारियों वाले स्प्रे के दो रीफ़िल; ट्रिगर वाली बोतल संभालकर रखें और उसी में भरें।" } },
  { name: "Lavender Glass and Mirror Cleaner Refill 1 L", category: "refill", type: "glass-cleaner-", quantity: 1000, unit: "ml", mrp: 209, sale: 179, stock: 30, note: "The lavender glass cleaner in a refill pouch.", hi: { name: "लैवेंडर काँच और आईना क्लीनर रीफ़िल 1 L", note: "लैवेंडर काँच क्लीनर, रीफ़िल पाउच में।" } },
  // Refill: toilet cleaner
  { name: "Thick Toilet Cleaner Refill 1 L", category: "refill", type: "toilet-cleaner", quantity: 1000, unit: "ml", mrp: 189, sale: 159, stock: 90, note: "Refills the angled bottle twice; the pouch has a child-resistant cap.", hi: { name: "गाढ़ा टॉयलेट क्लीनर रीफ़िल 1 L", note: "मुड़ी नोज़ल वाली बोतल को दो बार भरता है; पाउच का ढक्कन बच्चों से सुरक्षित है।" } },
  { name: "Pine Toilet Cleaner Refill 2 L", category: "refill", type: "toilet-cleaner", quantity: 2000, unit: "ml", mrp: 349, sale: 299, stock: 35, note: "Pine toilet cleaner in a can for large homes and offices.", hi: { name: "पाइन टॉयलेट क्लीनर रीफ़िल 2 L", note: "बड़े घरों और दफ़्तरों के लिए कैन में पाइन टॉयलेट क्लीनर।" } },
  // Refill: bathroom cleaner
  { name: "Citrus Bathroom Cleaner Refill 1 L", category: "refill", type: "bathroom-cleaner", quantity: 1000, unit: "ml", mrp: 229, sale: 189, stock: 50, note: "Citrus bathroom spray in a pouch; pour into your trigger bottle.", hi: { name: "सिट्रस बाथरूम क्लीनर रीफ़िल 1 L", note: "सिट्रस बाथरूम स्प्रे पाउच में; अपनी ट्रिगर बोतल में भरें।" } },
  { name: "Tile and Grout Cleaner Refill 1 L", category: "refill", type: "bathroom-cleaner", quantity: 1000, unit: "ml", mrp: 259, sale: 219, stock: 25, note: "The foaming grout cleaner, refill size.", hi: { name: "टाइल और ग्राउट क्लीनर रीफ़िल 1 L", note: "झाग वाला ग्राउट क्लीनर, रीफ़िल साइज़ में।" } },
  { name: "Hard Water Stain Remover Refill 1 L", category: "refill", type: "bathroom-cleaner", quantity: 1000, unit: "ml", mrp: 339, sale: 289, stock: 40, note: "The remover for white marks on taps and tiles, in a pouch to fill your spray.", hi: { name: "खारे पानी के दाग़ का रिमूवर रीफ़िल 1 L", note: "नलों और टाइलों के सफ़ेद दाग़ हटाने वाला रिमूवर, पाउच में, आपका स्प्रे भरने के लिए।" } },
  // Refill: floor cleaner
  { name: "Neem Floor Cleaner Refill 2 L", category: "refill", type: "floor-cleaner", quantity: 2000, unit: "ml", mrp: 389, sale: 319, stock: 65, featured: true, note: "Two litres of neem floor cleaner: refills the one-litre bottle twice.", hi: { name: "नीम फ़र्श क्लीनर रीफ़िल 2 L", note: "दो लीटर नीम फ़र्श क्लीनर: एक लीटर की बोतल दो बार भरता है।" } },
  { name: "Jasmine Floor Cleaner Refill 5 L", category: "refill", type: "floor-cleaner", quantity: 5000, unit: "ml", mrp: 899, sale: 749, stock: 0, note: "A five-litre can for large homes, offices and clinics.", hi: { name: "चमेली फ़र्श क्लीनर रीफ़िल 5 L", note: "बड़े घरों, दफ़्तरों और क्लिनिक के लिए पाँच लीटर का कैन।" } },
  { name: "Lemongrass Floor Cleaner Refill 5 L", category: "refill", type: "floor-cleaner", quantity: 5000, unit: "ml", mrp: 849, sale: 699, stock: 30, note: "A five-litre can of the lemongrass cleaner for big homes.", hi: { name: "लेमनग्रास फ़र्श क्लीनर रीफ़िल 5 L", note: "बड़े घरों के लिए लेमनग्रास क्लीनर का पाँच लीटर का कैन।" } },
  { name: "Wooden Floor Cleaner Refill 1 L", category: "refill", type: "floor-cleaner", quantity: 1000, unit: "ml", mrp: 449, sale: 389, stock: 25, note: "The gentle wood floor formula in a pouch.", hi: { name: "लकड़ी के फ़र्श का क्लीनर रीफ़िल 1 L", note: "लकड़ी के फ़र्श के लिए हल्का फ़ॉर्मूला, पाउच में।" } },
  // Refill: laundry care
  { name: "Front Load Liquid Detergent Refill 2 L", category: "refill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 499, sale: 419, stock: 55, note: "Low-foam front-load detergent in a pouch with a screw cap.", hi: { name: "फ़्रंट लोड लिक्विड डिटर्जेंट रीफ़िल 2 L", note: "फ़्रंट-लोड मशीनों का कम झाग वाला डिटर्जेंट, पेंच वाले ढक्कन के पाउच में।" } },
  { name: "Top Load Liquid Detergent Refill 2 L", category: "refill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 479, sale: 399, stock: 60, note: "Top-load detergent, refill size: the same clean for less money and less plastic.", hi: { name: "टॉप लोड लिक्विड डिटर्जेंट रीफ़िल 2 L", note: "टॉप-लोड डिटर्जेंट, रीफ़िल साइज़ में: वैसी ही सफ़ाई, कम पैसे और कम प्लास्टिक में।" } },
  { name: "Rose Fabric Conditioner Refill 2 L", category: "refill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 449, sale: 379, stock: 40, note: "Rose fabric conditioner in a pouch that refills the bottle twice.", hi: { name: "गुलाब फ़ैब्रिक कंडीशनर रीफ़िल 2 L", note: "गुलाब फ़ैब्रिक कंडीशनर, ऐसे पाउच में जो बोतल को दो बार भरता है।" } },
  { name: "Detergent Powder Refill 2 kg", category: "refill", type: "laundry-care", quantity: 2000, unit: "g", mrp: 349, sale: 299, stock: 75, note: "Phosphate-free powder in a paper-lined bag to top up your tub.", hi: { name: "डिटर्जेंट पाउडर रीफ़िल 2 kg", note: "फ़ॉस्फ़ेट-मुक्त पाउडर, अंदर काग़ज़ की परत वाले बैग में, आपका डिब्बा भरने के लिए।" } },
  { name: "Liquid Detergent Refill 5 L", category: "refill", type: "laundry-care", quantity: 5000, unit: "ml", mrp: 1249, sale: 1049, stock: 30, note: "Five litres of the everyday liquid detergent to top up your can.", hi: { name: "लिक्विड डिटर्जेंट रीफ़िल 5 L", note: "रोज़ के लिक्विड डिटर्जेंट के पाँच लीटर, आपका कैन भरने के लिए।" } },
  { name: "Delicate Wash Refill 1 L", category: "refill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 349, sale: 299, stock: 20, note: "The silk and wool wash in a pouch.", hi: { name: "नाज़ुक कपड़ों का वॉश रीफ़िल 1 L", note: "रेशम और ऊन के कपड़ों का वॉश, पाउच में।" } },
  // Refill: hand wash
  { name: "Aloe Vera Hand Wash Refill 750 ml", category: "refill", type: "hand-wash", quantity: 750, unit: "ml", mrp: 229, sale: 189, stock: 120, note: "Three refills of the aloe vera hand wash in one pouch.", hi: { name: "एलोवेरा हैंड वॉश रीफ़िल 750 ml", note: "एक ही पाउच में एलोवेरा हैंड वॉश के तीन रीफ़िल।" } },
  { name: "Sandalwood Hand Wash Refill 750 ml", category: "refill", type: "hand-wash", quantity: 750, unit: "ml", mrp: 249, sale: 209, stock: 45, note: "Sandalwood hand wash in a pouch for the guest washroom.", hi: { name: "चंदन हैंड वॉश रीफ़िल 750 ml", note: "मेहमानों के वॉशरूम के लिए पाउच में चंदन हैंड वॉश।" } },
  { name: "Foaming Hand Wash Refill 1 L", category: "refill", type: "hand-wash", quantity: 1000, unit: "ml", mrp: 299, sale: 249, stock: 50, note: "Refills the foaming pump three times; shake gently before pouring.", hi: { name: "झाग वाला हैंड वॉश रीफ़िल 1 L", note: "झाग वाले पंप को तीन बार भरता है; डालने से पहले हल्का-सा हिला लें।" } },
  { name: "Tulsi and Neem Hand Wash Refill 750 ml", category: "refill", type: "hand-wash", quantity: 750, unit: "ml", mrp: 219, sale: 179, stock: 70, note: "Three refills of the tulsi and neem hand wash in one pouch.", hi: { name: "तुलसी और नीम हैंड वॉश रीफ़िल 750 ml", note: "एक ही पाउच में तुलसी और नीम हैंड वॉश के तीन रीफ़िल।" } },
];

/** Each ready-to-use bottle and the refills of its formula, by name: every bottle has one, every refill a bottle. */
export const REFILL_PAIRS: readonly (readonly [bottle: string, refills: readonly string[]])[] = [
  ["Lemon Dishwash Gel 500 ml", ["Lemon Dishwash Gel Refill 1 L", "Lemon Dishwash Gel Refill 2 L"]],
  ["Lemon Dishwash Gel 1 L", ["Lemon Dishwash Gel Refill 1 L", "Lemon Dishwash Gel Refill 2 L"]],
  ["Lime and Mint Dishwash Gel 750 ml", ["Lime and Mint Dishwash Gel Refill 1 L"]],
  ["Unscented Dishwash Gel 500 ml", ["Unscented Dishwash Gel Refill 1 L"]],
  ["Streak Free Glass Cleaner 500 ml", ["Glass Cleaner Refill 1 L"]],
  ["Pocket Glass Cleaner 250 ml", ["Glass Cleaner Refill 1 L"]],
  ["Lavender Glass and Mirror Cleaner 500 ml", ["Lavender Glass and Mirror Cleaner Refill 1 L"]],
  ["Thick Toilet Cleaner 500 ml", ["Thick Toilet Cleaner Refill 1 L"]],
  ["Thick Toilet Cleaner 1 L", ["Thick Toilet Cleaner Refill 1 L"]],
  ["Pine Toilet Cleaner 750 ml", ["Pine Toilet Cleaner Refill 2 L"]],
  ["Citrus Bathroom Cleaner 500 ml", ["Citrus Bathroom Cleaner Refill 1 L"]],
  ["Tile and Grout Cleaner 500 ml", ["Tile and Grout Cleaner Refill 1 L"]],
  ["Hard Water Stain Remover 500 ml", ["Hard Water Stain Remover Refill 1 L"]],
  ["Neem Floor Cleaner 1 L", ["Neem Floor Cleaner Refill 2 L"]],
  ["Jasmine Floor Cleaner 1 L", ["Jasmine Floor Cleaner Refill 5 L"]],
  ["Lemongrass Floor Cleaner 2 L", ["Lemongrass Floor Cleaner Refill 5 L"]],
  ["Wooden Floor Cleaner 500 ml", ["Wooden Floor Cleaner Refill 1 L"]],
  ["Front Load Liquid Detergent 1 L", ["Front Load Liquid Detergent Refill 2 L"]],
  ["Top Load Liquid Detergent 1 L", ["Top Load Liquid Detergent Refill 2 L"]],
  ["Liquid Detergent 2 L", ["Liquid Detergent Refill 5 L"]],
  ["Rose Fabric Conditioner 1 L", ["Rose Fabric Conditioner Refill 2 L"]],
  ["Delicate Wash 500 ml", ["Delicate Wash Refill 1 L"]],
  ["Detergent Powder 1 kg", ["Detergent Powder Refill 2 kg"]],
  ["Aloe Vera Hand Wash 250 ml", ["Aloe Vera Hand Wash Refill 750 ml"]],
  ["Sandalwood Hand Wash 250 ml", ["Sandalwood Hand Wash Refill 750 ml"]],
  ["Tulsi and Neem Hand Wash 250 ml", ["Tulsi and Neem Hand Wash Refill 750 ml"]],
  ["Foaming Hand Wash 300 ml", ["Foaming Hand Wash Refill 1 L"]],
];

/**
 * Offers shown by showCoupon; days are relative to the seeding day so the demo stays live. Each live one
 * has a different rule: first order only and once (WELCOME50), three times each (REFILL10), 100 uses in all (CLEAN15).
 */
export const COUPONS = [
  { code: "WELCOME50", description: "₹50 off your first order of ₹299 or more", type: "flat", value: 5000, max_discount_paise: null, min_order_paise: 29900, fromDays: -30, toDays: 365, first_order_only: true, per_customer_limit: 1 },
  { code: "REFILL10", description: "10% off, up to ₹100, on orders of ₹499 or more; three times per customer", type: "percent", value: 10, max_discount_paise: 10000, min_order_paise: 49900, fromDays: -30, toDays: 180, per_customer_limit: 3 },
  { code: "CLEAN15", description: "15% off, up to ₹150, on orders of ₹999 or more, for the first 100 orders", type: "percent", value: 15, max_discount_paise: 15000, min_order_paise: 99900, fromDays: -7, toDays: 90, usage_limit: 100 },
  // Not shown: one has ended, one is switched off, one starts later.
  { code: "DIWALI20", description: "20% off for Diwali, up to ₹200", type: "percent", value: 20, max_discount_paise: 20000, min_order_paise: 59900, fromDays: -120, toDays: -90 },
  { code: "STAFF100", description: "₹100 off for staff", type: "flat", value: 10000, max_discount_paise: null, min_order_paise: 0, fromDays: -30, toDays: 365, active: false },
  { code: "MONSOON25", description: "₹25 off in the monsoon sale", type: "flat", value: 2500, max_discount_paise: null, min_order_paise: 19900, fromDays: 30, toDays: 120 },
] as const;

/** The offers' descriptions in the shop's other languages. */
export const COUPON_TRANSLATIONS: Translated<Record<(typeof COUPONS)[number]["code"], { description: string }>> = {
  hi: {
    WELCOME50: { description: "₹299 या उससे ज़्यादा के पहले ऑर्डर पर ₹50 की छूट" },
    REFILL10: { description: "₹499 या उससे ज़्यादा के ऑर्डर पर 10% की छूट, ₹100 तक; हर ग्राहक तीन बार" },
    CLEAN15: { description: "₹999 या उससे ज़्यादा के ऑर्डर पर 15% की छूट, ₹150 तक, पहले 100 ऑर्डर के लिए" },
    DIWALI20: { description: "दिवाली पर 20% की छूट, ₹200 तक" },
    STAFF100: { description: "स्टाफ़ के लिए ₹100 की छूट" },
    MONSOON25: { description: "मानसून सेल में ₹25 की छूट" },
  },
};

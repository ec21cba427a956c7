import type { Category, ProductType } from "@domain/catalogue/catalogue";

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
};

const HSN = { liquid: "34025000", handWash: "34013019", disinfectant: "38089400" } as const;
export const hsnFor = (type: ProductType) => (type === "hand-wash" ? HSN.handWash : type === "toilet-cleaner" ? HSN.disinfectant : HSN.liquid);
/** Soaps, detergents and cleaners all carry 18% GST in India. */
export const GST_RATE = 18;

/** A demo catalogue of 45 products: every type as a ready-to-use bottle and as a refill. */
export const PRODUCTS: SeedProduct[] = [
  // Prefill: dishwash gel
  { name: "Lemon Dishwash Gel 500 ml", category: "prefill", type: "dish-wash-gel", quantity: 500, unit: "ml", mrp: 149, sale: 129, stock: 120, featured: true, note: "Real lemon extract lifts grease from kadhais and tiffin boxes and leaves no soapy smell on steel." },
  { name: "Lemon Dishwash Gel 1 L", category: "prefill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 265, sale: 229, stock: 80, note: "The family bottle of our best-selling lemon gel, with a flip cap that stops the last drop from going to waste." },
  { name: "Lime and Mint Dishwash Gel 750 ml", category: "prefill", type: "dish-wash-gel", quantity: 750, unit: "ml", mrp: 199, sale: 179, stock: 60, note: "A cool lime and mint gel that is gentle on hands yet shifts burnt-on milk from pans." },
  { name: "Unscented Dishwash Gel 500 ml", category: "prefill", type: "dish-wash-gel", quantity: 500, unit: "ml", mrp: 159, sale: 139, stock: 45, note: "No fragrance and no colour: for baby bottles, sensitive skin and anyone who dislikes perfume near food." },
  // Prefill: glass cleaner
  { name: "Streak Free Glass Cleaner 500 ml", category: "prefill", type: "glass-cleaner-", quantity: 500, unit: "ml", mrp: 129, sale: 109, stock: 90, featured: true, note: "A fine-mist trigger spray that dries fast and leaves windows clear, even in humid weather." },
  { name: "Lavender Glass and Mirror Cleaner 500 ml", category: "prefill", type: "glass-cleaner-", quantity: 500, unit: "ml", mrp: 139, sale: 119, stock: 55, note: "Cleans mirrors and glass tables with a light lavender scent that fades within minutes." },
  { name: "Pocket Glass Cleaner 250 ml", category: "prefill", type: "glass-cleaner-", quantity: 250, unit: "ml", mrp: 79, sale: 69, stock: 70, note: "A small bottle for car windscreens, spectacles shelves and the shop counter." },
  // Prefill: toilet cleaner
  { name: "Thick Toilet Cleaner 500 ml", category: "prefill", type: "toilet-cleaner", quantity: 500, unit: "ml", mrp: 119, sale: 99, stock: 150, featured: true, note: "An angled neck reaches under the rim; the thick liquid clings to remove yellow stains and limescale." },
  { name: "Thick Toilet Cleaner 1 L", category: "prefill", type: "toilet-cleaner", quantity: 1000, unit: "ml", mrp: 215, sale: 185, stock: 75, note: "The large bottle for homes with more than one bathroom, with a child-resistant cap." },
  { name: "Pine Toilet Cleaner 750 ml", category: "prefill", type: "toilet-cleaner", quantity: 750, unit: "ml", mrp: 159, sale: 139, stock: 40, note: "A fresh pine fragrance and a disinfectant that kills 99.9% of common germs." },
  // Prefill: bathroom cleaner
  { name: "Citrus Bathroom Cleaner 500 ml", category: "prefill", type: "bathroom-cleaner", quantity: 500, unit: "ml", mrp: 149, sale: 125, stock: 85, note: "Orange oil cuts soap scum on tiles, buckets and shower glass without harsh fumes." },
  { name: "Tile and Grout Cleaner 500 ml", category: "prefill", type: "bathroom-cleaner", quantity: 500, unit: "ml", mrp: 169, sale: 149, stock: 35, note: "A foaming spray that gets into grout lines and lifts the black film that mopping leaves behind." },
  { name: "Hard Water Stain Remover 500 ml", category: "prefill", type: "bathroom-cleaner", quantity: 500, unit: "ml", mrp: 189, sale: 165, stock: 50, featured: true, note: "Made for borewell and tanker water: dissolves white scale on taps, showers and bucket rims." },
  // Prefill: floor cleaner
  { name: "Neem Floor Cleaner 1 L", category: "prefill", type: "floor-cleaner", quantity: 1000, unit: "ml", mrp: 229, sale: 189, stock: 110, featured: true, note: "Neem oil keeps ants and insects away; safe on marble, granite and vitrified tiles." },
  { name: "Jasmine Floor Cleaner 1 L", category: "prefill", type: "floor-cleaner", quantity: 1000, unit: "ml", mrp: 229, sale: 199, stock: 95, note: "A jasmine fragrance that lasts for hours after mopping, without leaving a sticky film." },
  { name: "Lemongrass Floor Cleaner 2 L", category: "prefill", type: "floor-cleaner", quantity: 2000, unit: "ml", mrp: 419, sale: 359, stock: 40, note: "The big bottle with a measuring cap: a month of daily mopping for a two-bedroom home." },
  { name: "Wooden Floor Cleaner 500 ml", category: "prefill", type: "floor-cleaner", quantity: 500, unit: "ml", mrp: 249, sale: 219, stock: 20, note: "A mild, low-water formula for wooden and laminate floors that will not raise the grain." },
  // Prefill: laundry care
  { name: "Front Load Liquid Detergent 1 L", category: "prefill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 299, sale: 249, stock: 100, featured: true, note: "Low-foam for front-loading machines; works in cold water and keeps colours bright." },
  { name: "Top Load Liquid Detergent 1 L", category: "prefill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 279, sale: 239, stock: 90, note: "Made for top-loading machines and bucket washing; dissolves fully, so no white marks on dark clothes." },
  { name: "Liquid Detergent 2 L", category: "prefill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 549, sale: 469, stock: 60, note: "Our everyday detergent for any machine, in a two-litre bottle with a dosing cap." },
  { name: "Rose Fabric Conditioner 1 L", category: "prefill", type: "laundry-care", quantity: 1000, unit: "ml", mrp: 249, sale: 215, stock: 65, note: "Softens towels and cottons, cuts ironing time and leaves a light rose scent." },
  { name: "Delicate Wash 500 ml", category: "prefill", type: "laundry-care", quantity: 500, unit: "ml", mrp: 199, sale: 175, stock: 0, note: "For silk sarees, wool and innerwear: a pH-neutral liquid that is safe for hand and machine wash." },
  { name: "Detergent Powder 1 kg", category: "prefill", type: "laundry-care", quantity: 1000, unit: "g", mrp: 189, sale: 165, stock: 130, note: "A phosphate-free powder for bucket and machine washing, in a resealable tub." },
  // Prefill: hand wash
  { name: "Aloe Vera Hand Wash 250 ml", category: "prefill", type: "hand-wash", quantity: 250, unit: "ml", mrp: 99, sale: 85, stock: 160, featured: true, note: "Aloe vera and glycerine keep hands soft even when you wash them twenty times a day." },
  { name: "Sandalwood Hand Wash 250 ml", category: "prefill", type: "hand-wash", quantity: 250, unit: "ml", mrp: 109, sale: 95, stock: 70, note: "A warm sandalwood fragrance for the guest washroom, in a pump bottle that does not drip." },
  { name: "Tulsi and Neem Hand Wash 250 ml", category: "prefill", type: "hand-wash", quantity: 250, unit: "ml", mrp: 99, sale: 89, stock: 85, note: "Tulsi and neem extracts with a germ-protection formula for the kitchen sink." },
  { name: "Foaming Hand Wash 300 ml", category: "prefill", type: "hand-wash", quantity: 300, unit: "ml", mrp: 149, sale: 129, stock: 55, note: "A foaming pump that children love; one bottle lasts twice as long as a liquid hand wash." },
  // Refill: dishwash gel
  { name: "Lemon Dishwash Gel Refill 1 L", category: "refill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 229, sale: 189, stock: 140, featured: true, note: "Refills your lemon gel bottle twice; the pouch rolls up flat when empty." },
  { name: "Lemon Dishwash Gel Refill 2 L", category: "refill", type: "dish-wash-gel", quantity: 2000, unit: "ml", mrp: 429, sale: 349, stock: 60, note: "The best price per litre for busy kitchens, in a can with a pouring spout." },
  { name: "Lime and Mint Dishwash Gel Refill 1 L", category: "refill", type: "dish-wash-gel", quantity: 1000, unit: "ml", mrp: 239, sale: 199, stock: 45, note: "Lime and mint gel in a pouch to top up your bottle." },
  // Refill: glass cleaner
  { name: "Glass Cleaner Refill 1 L", category: "refill", type: "glass-cleaner-", quantity: 1000, unit: "ml", mrp: 199, sale: 165, stock: 70, note: "Two refills of the streak-free spray; keep the trigger bottle and pour in." },
  { name: "Lavender Glass and Mirror Cleaner Refill 1 L", category: "refill", type: "glass-cleaner-", quantity: 1000, unit: "ml", mrp: 209, sale: 179, stock: 30, note: "The lavender glass cleaner in a refill pouch." },
  // Refill: toilet cleaner
  { name: "Thick Toilet Cleaner Refill 1 L", category: "refill", type: "toilet-cleaner", quantity: 1000, unit: "ml", mrp: 189, sale: 159, stock: 90, note: "Refills the angled bottle twice; the pouch has a child-resistant cap." },
  { name: "Pine Toilet Cleaner Refill 2 L", category: "refill", type: "toilet-cleaner", quantity: 2000, unit: "ml", mrp: 349, sale: 299, stock: 35, note: "Pine toilet cleaner in a can for large homes and offices." },
  // Refill: bathroom cleaner
  { name: "Citrus Bathroom Cleaner Refill 1 L", category: "refill", type: "bathroom-cleaner", quantity: 1000, unit: "ml", mrp: 229, sale: 189, stock: 50, note: "Citrus bathroom spray in a pouch; pour into your trigger bottle." },
  { name: "Tile and Grout Cleaner Refill 1 L", category: "refill", type: "bathroom-cleaner", quantity: 1000, unit: "ml", mrp: 259, sale: 219, stock: 25, note: "The foaming grout cleaner, refill size." },
  // Refill: floor cleaner
  { name: "Neem Floor Cleaner Refill 2 L", category: "refill", type: "floor-cleaner", quantity: 2000, unit: "ml", mrp: 389, sale: 319, stock: 65, featured: true, note: "Two litres of neem floor cleaner: refills the one-litre bottle twice." },
  { name: "Jasmine Floor Cleaner Refill 5 L", category: "refill", type: "floor-cleaner", quantity: 5000, unit: "ml", mrp: 899, sale: 749, stock: 0, note: "A five-litre can for large homes, offices and clinics." },
  // Refill: laundry care
  { name: "Front Load Liquid Detergent Refill 2 L", category: "refill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 499, sale: 419, stock: 55, note: "Low-foam front-load detergent in a pouch with a screw cap." },
  { name: "Top Load Liquid Detergent Refill 2 L", category: "refill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 479, sale: 399, stock: 60, note: "Top-load detergent, refill size: the same clean for less money and less plastic." },
  { name: "Rose Fabric Conditioner Refill 2 L", category: "refill", type: "laundry-care", quantity: 2000, unit: "ml", mrp: 449, sale: 379, stock: 40, note: "Rose fabric conditioner in a pouch that refills the bottle twice." },
  { name: "Detergent Powder Refill 2 kg", category: "refill", type: "laundry-care", quantity: 2000, unit: "g", mrp: 349, sale: 299, stock: 75, note: "Phosphate-free powder in a paper-lined bag to top up your tub." },
  // Refill: hand wash
  { name: "Aloe Vera Hand Wash Refill 750 ml", category: "refill", type: "hand-wash", quantity: 750, unit: "ml", mrp: 229, sale: 189, stock: 120, note: "Three refills of the aloe vera hand wash in one pouch." },
  { name: "Sandalwood Hand Wash Refill 750 ml", category: "refill", type: "hand-wash", quantity: 750, unit: "ml", mrp: 249, sale: 209, stock: 45, note: "Sandalwood hand wash in a pouch for the guest washroom." },
  { name: "Foaming Hand Wash Refill 1 L", category: "refill", type: "hand-wash", quantity: 1000, unit: "ml", mrp: 299, sale: 249, stock: 50, note: "Refills the foaming pump three times; shake gently before pouring." },
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

import type { Db } from "../../db";

/**
 * Demo reviews: what shoppers in Indian homes say about the products they used, spread over the
 * catalogue, with the rating aggregate following by itself (migration 0010's trigger). A few products
 * are left unrated on purpose, as a real shop has some (the tests look at Lemon Dishwash Gel 500 ml,
 * Neem Floor Cleaner 1 L and Aloe Vera Hand Wash 250 ml with no reviews).
 */
type SeedReview = { product: string; name: string; rating: number; title: string | null; text: string | null; daysAgo: number };

const SEED_REVIEWS: SeedReview[] = [
  { product: "Lemon Dishwash Gel 1 L", name: "Priya S.", rating: 5, title: "Kadhai comes out spotless", text: "One small drop on the scrubber is enough for the oily kadhai after Sunday's pakoras. No lemon smell left on the steel plates either.", daysAgo: 12 },
  { product: "Lemon Dishwash Gel 1 L", name: "Ramesh K.", rating: 4, title: "Good value bottle", text: "Lasts our family of five almost six weeks. The flip cap is much better than the old screw cap. Would like a pump version.", daysAgo: 34 },
  { product: "Lemon Dishwash Gel 1 L", name: "Farzana B.", rating: 5, title: null, text: "Tiffin boxes lose the dal smell with one wash. My maid also prefers it to the bar.", daysAgo: 60 },
  { product: "Lime and Mint Dishwash Gel 750 ml", name: "Anjali M.", rating: 4, title: "Gentle on hands", text: "My hands used to crack in winter with the bar soap. This one is mild and still removes burnt milk from the patila after a short soak.", daysAgo: 20 },
  { product: "Lime and Mint Dishwash Gel 750 ml", name: "Suresh N.", rating: 3, title: "Fine, but thin", text: "Cleans well but the gel is runnier than the lemon one, so I end up using more.", daysAgo: 75 },
  { product: "Unscented Dishwash Gel 500 ml", name: "Kavya R.", rating: 5, title: "Perfect for baby bottles", text: "No perfume at all, which is exactly what I wanted for my daughter's bottles and sipper.", daysAgo: 9 },
  { product: "Streak Free Glass Cleaner 500 ml", name: "Vikram J.", rating: 5, title: "Really streak free", text: "Used it on the balcony sliding doors in the monsoon and they dried clear in a minute. The spray is a nice fine mist.", daysAgo: 15 },
  { product: "Streak Free Glass Cleaner 500 ml", name: "Meena I.", rating: 4, title: null, text: "Works well on the dressing table mirror. Slight chemical smell for a few minutes.", daysAgo: 48 },
  { product: "Streak Free Glass Cleaner 500 ml", name: "Arjun P.", rating: 5, title: "Car windscreen", text: "I keep one in the car. Clears the windscreen of dust and bird droppings without smearing.", daysAgo: 90 },
  { product: "Lavender Glass and Mirror Cleaner 500 ml", name: "Sneha D.", rating: 4, title: "Pleasant smell", text: "The lavender is light and goes away quickly. Cleans the glass dining table well.", daysAgo: 27 },
  { product: "Thick Toilet Cleaner 500 ml", name: "Rajesh G.", rating: 5, title: "Yellow stains gone", text: "Our borewell water leaves yellow marks in the commode. Left it for twenty minutes and brushed, and the stains were gone.", daysAgo: 6 },
  { product: "Thick Toilet Cleaner 500 ml", name: "Lakshmi V.", rating: 4, title: "Angled neck helps", text: "Reaches under the rim easily. The cap is a little hard to open with wet hands.", daysAgo: 41 },
  { product: "Thick Toilet Cleaner 500 ml", name: "Imran Q.", rating: 5, title: null, text: null, daysAgo: 70 },
  { product: "Pine Toilet Cleaner 750 ml", name: "Deepa T.", rating: 3, title: "Strong pine smell", text: "Cleans fine but the pine fragrance is too strong for our small bathroom without a window.", daysAgo: 33 },
  { product: "Citrus Bathroom Cleaner 500 ml", name: "Harpreet K.", rating: 5, title: "Soap scum melts", text: "The orange smell is lovely and the bucket and mug look new again. No burning in the nose like the acid cleaners.", daysAgo: 18 },
  { product: "Citrus Bathroom Cleaner 500 ml", name: "Naveen R.", rating: 4, title: null, text: "Good on tiles and the shower glass. Needs a second spray for the grout.", daysAgo: 52 },
  { product: "Hard Water Stain Remover 500 ml", name: "Shalini A.", rating: 5, title: "Taps shine again", text: "Tanker water had left white crust on every tap. Sprayed, waited ten minutes and wiped: they shine like the day we moved in.", daysAgo: 4 },
  { product: "Hard Water Stain Remover 500 ml", name: "Gopal H.", rating: 4, title: "Works, use gloves", text: "Very effective on the shower head. Wear gloves, it is strong.", daysAgo: 29 },
  { product: "Hard Water Stain Remover 500 ml", name: "Ayesha F.", rating: 5, title: null, text: "The bucket rims and the geyser outlet are white-free for the first time in years.", daysAgo: 64 },
  { product: "Hard Water Stain Remover 500 ml", name: "Manoj B.", rating: 2, title: "Did not work on old marks", text: "Fresh scale comes off, but the years-old marks on the marble sill did not move.", daysAgo: 101 },
  { product: "Jasmine Floor Cleaner 1 L", name: "Pooja C.", rating: 5, title: "House smells lovely", text: "The jasmine stays for hours after mopping and the floor is not sticky at all. Guests asked what we use.", daysAgo: 11 },
  { product: "Jasmine Floor Cleaner 1 L", name: "Karthik S.", rating: 4, title: null, text: "Good on vitrified tiles. Half a cap in a bucket is enough.", daysAgo: 45 },
  { product: "Lemongrass Floor Cleaner 2 L", name: "Divya N.", rating: 5, title: "Lasts a month", text: "The measuring cap helps me and the maid use the right amount. Lasted our 2BHK a full month of daily mopping.", daysAgo: 22 },
  { product: "Wooden Floor Cleaner 500 ml", name: "Rohan M.", rating: 4, title: "Safe on laminate", text: "No swelling at the joints of our laminate floor, which used to happen with the regular phenyl.", daysAgo: 38 },
  { product: "Front Load Liquid Detergent 1 L", name: "Neha J.", rating: 5, title: "Low foam as promised", text: "No more foam spilling out of the front loader. Colours of my kurtas have not faded after many washes.", daysAgo: 8 },
  { product: "Front Load Liquid Detergent 1 L", name: "Sanjay P.", rating: 4, title: null, text: "Cleans well in cold water. Collar dirt needs a little brushing first.", daysAgo: 57 },
  { product: "Front Load Liquid Detergent 1 L", name: "Bhavna T.", rating: 5, title: "Gentle on school uniforms", text: "White school shirts come out bright and my son's skin rash from the old powder has stopped.", daysAgo: 83 },
  { product: "Top Load Liquid Detergent 1 L", name: "Ganesh L.", rating: 4, title: "No white marks", text: "Dissolves fully even in bucket washing, no white patches on black jeans.", daysAgo: 25 },
  { product: "Rose Fabric Conditioner 1 L", name: "Ritu V.", rating: 5, title: "Soft towels", text: "Towels are soft again and ironing cotton sarees is easier. The rose scent is mild.", daysAgo: 14 },
  { product: "Detergent Powder 1 kg", name: "Mohan D.", rating: 3, title: null, text: "Cleans well but the tub lid does not close tightly after a few days in our humid bathroom.", daysAgo: 66 },
  { product: "Sandalwood Hand Wash 250 ml", name: "Tanvi K.", rating: 5, title: "Lovely fragrance", text: "Keeps in the guest washroom. The pump does not drip and the sandalwood smell is elegant.", daysAgo: 19 },
  { product: "Tulsi and Neem Hand Wash 250 ml", name: "Abdul R.", rating: 4, title: null, text: "Good for the kitchen sink, removes the smell of onions and garlic from hands.", daysAgo: 31 },
  { product: "Foaming Hand Wash 300 ml", name: "Swati G.", rating: 5, title: "Kids wash hands now", text: "My two children actually enjoy washing their hands with the foam, and one bottle lasts ages.", daysAgo: 7 },
  { product: "Foaming Hand Wash 300 ml", name: "Prakash Y.", rating: 4, title: null, text: "Economical and gentle. Wish it came in a bigger size.", daysAgo: 50 },
  { product: "Lemon Dishwash Gel Refill 1 L", name: "Usha B.", rating: 5, title: "Less plastic", text: "Refilled my bottle twice from one pouch. Happy to throw away fewer bottles.", daysAgo: 16 },
  { product: "Lemon Dishwash Gel Refill 1 L", name: "Nikhil A.", rating: 4, title: "Pouch could pour better", text: "Same good gel, but pouring into the bottle spills a little without a funnel.", daysAgo: 44 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo reviews, only into an empty review table. */
export async function seedReviews(db: Db, now = new Date()): Promise<string[]> {
  const { n } = await db.selectFrom("product_review").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  if (Number(n) > 0) return [];
  const products = await db.selectFrom("product").select(["id", "name"]).where("name", "in", [...new Set(SEED_REVIEWS.map((r) => r.product))]).execute();
  const rows = SEED_REVIEWS.flatMap((r) => {
    const product = products.find((p) => p.name === r.product);
    if (!product) return [];
    const at = new Date(now.getTime() - r.daysAgo * DAY_MS);
    return [{ product_id: product.id, customer_name: r.name, rating: r.rating, title: r.title, review: r.text, created_at: at, updated_at: at }];
  });
  if (rows.length) await db.insertInto("product_review").values(rows).execute();
  return [`${rows.length} product reviews`];
}

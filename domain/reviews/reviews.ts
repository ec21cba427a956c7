/**
 * Ratings and reviews (docs/product.md#reviews; decision 013): the
 * limits and the messages. The schemas and the shapes of the answers are in ./review-schemas, apart,
 * so that the product page, which shows reviews but has no form, does not ship zod.
 */
export const REVIEW_LIMITS = {
  title: 80,
  text: 2000,
  photos: 5,
  photoBytes: 5 * 1024 * 1024,
  /** Stored photos are at most this many pixels on their long side. */
  longSide: 1600,
  /**
   * Their thumbnails are this many pixels on their short side: enough for the pages' 96-px square
   * thumbnails (app/styles.css, .review-photos) at three device pixels to the CSS pixel.
   */
  thumbnailSide: 288,
  /** A photo with more pixels than this is refused before it is decoded (a decompression bomb). */
  inputPixels: 40_000_000,
  pageSize: 10,
  /** The console's list of reviews, a page at a time. */
  operatorPageSize: 50,
  hiddenReason: 300,
} as const;

export const reviewMessages = {
  rating: "Please choose a star rating",
  title: `Please keep the title to ${REVIEW_LIMITS.title} characters`,
  text: "Please keep your review to 2,000 characters",
  product: "Please choose a product to review",
  photoCount: `You can add up to ${REVIEW_LIMITS.photos} photos to a review`,
  photoSize: "Each photo must be 5 MB or smaller",
  photoType: "Photos must be JPEG, PNG or WebP pictures",
  photoBroken: "This photo could not be read. Please choose another one",
  photoPixels: "This photo is too large to process. Please choose a smaller one",
  notDelivered: "You can review a product once an order with it has been delivered to you",
  notFound: "Review not found",
  multipart: "Send the review as multipart/form-data",
  hiddenReason: "Please give the reason for hiding this review",
  hiddenReasonLength: `Please keep the reason to ${REVIEW_LIMITS.hiddenReason} characters`,
} as const;

/** Which reviews the console lists: all, the ones the shop shows, or the ones an operator hid. */
export const REVIEW_STATUSES = ["published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

import type { ColumnType, Generated } from "kysely";
import type { CmsSection } from "@domain/catalogue/catalogue";
import type { OrderActor, OrderStatus, PaymentType } from "@domain/orders/orders";
import type { AddressInput } from "@domain/account/schemas";
import type { TicketStatus } from "@domain/help/help";
import type { ReminderState } from "@domain/refills/reminders";
import type { PauseReason, SubscriptionState } from "@domain/subscriptions/schedule";
import type { CashAsk, DeliveryOutcome, RiskBand, RiskReason, RiskWeights } from "@domain/cod/risk";
import type { NotificationChannel, NotificationKind } from "@domain/notifications/channels";
import type { OperatorRole } from "@domain/operators/roles";

/** Table types for Kysely. Column names are snake_case as in the SQL migrations. */
export interface ServiceableAreaTable {
  code: string;
  city: string;
  area_name: string;
  state: string;
  /** Null for an area added in the console without a position (migration 0029). */
  latitude: number | null;
  longitude: number | null;
  active: Generated<boolean>;
  delivery_min_days: Generated<number>;
  delivery_max_days: Generated<number>;
  /** The day's order cut-off in India, in minutes after midnight (840 is 14:00). */
  cutoff_minute: Generated<number>;
  /** Weekdays without delivery, 0 for Sunday. */
  closed_weekdays: Generated<number[]>;
  /** Dates without delivery (holidays); read as text, `closed_dates::text[]`, never as a Date in the server's time zone. */
  closed_dates: ColumnType<unknown, string[] | undefined, string[]>;
  cod_enabled: Generated<boolean>;
  /** The largest order paid in cash there; null for no limit. */
  cod_max_paise: Generated<number | null>;
  created_at: ColumnType<Date, never, never>;
}

export interface LocationCheckTable {
  id: Generated<string>;
  pincode: string;
  ip_address: string | null;
  customer_id: string | null;
  serviceable: boolean;
  created_at: ColumnType<Date, never, never>;
}

export interface CustomerTable {
  id: Generated<string>;
  phone_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  pincode: string | null;
  blocked: Generated<boolean>;
  /** A language of domain/i18n/languages.ts; 'en' until the customer chooses or registers in another. */
  language: Generated<string>;
  /** When the customer agreed to messages on WhatsApp; null until then, and again after STOP (migration 0026). */
  whatsapp_opted_in_at: Generated<Date | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface OtpCodeTable {
  id: Generated<string>;
  phone_number: string;
  purpose: "login" | "register" | "operator";
  code_hash: string;
  test_number: boolean;
  ip_address: string | null;
  attempts: Generated<number>;
  created_at: ColumnType<Date, never, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  verified_at: Date | null;
  proof_hash: string | null;
  proof_expires_at: Date | null;
  proof_used_at: Date | null;
}

export interface OperatorTable {
  id: Generated<string>;
  phone_number: string;
  name: string;
  role: OperatorRole;
  active: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface OperatorTokenTable {
  token_hash: string;
  operator_id: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date, Date>;
  revoked_at: Date | null;
}

/** Every operator change (migration 0027): before and after as JSON, written as text. */
export interface AuditLogTable {
  id: Generated<string>;
  operator_id: string | null;
  actor: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  at: ColumnType<Date, never, never>;
}

export interface CustomerTokenTable {
  token_hash: string;
  customer_id: string;
  device_type: "tablet" | "mobile" | "web";
  device_id: string | null;
  fcm_token: string | null;
  ip_address: string | null;
  pincode: string | null;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date, Date>;
  revoked_at: Date | null;
}

export interface CustomerAddressTable {
  id: Generated<string>;
  customer_id: string;
  first_name: string;
  last_name: string;
  pincode: string;
  apartment: string;
  city: string;
  street: string;
  street_address2: string;
  /** Optional: a place near the door the courier can ask for ("opposite the temple"). */
  landmark: Generated<string>;
  phone_number: string;
  is_default: boolean;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface CategoryTable {
  category: string;
  name: string;
  description: string;
  sort_order: number;
}

export interface ProductTypeTable {
  slug: string;
  name: string;
  description: string;
  sort_order: number;
}

/** One picture of a product, as stored in `product.images`; `thumbnail` is the same picture narrower (a product seeded before thumbnails has none). */
export type StoredImage = { path: string; width: number; height: number; alt: string; thumbnail?: { path: string; width: number } };

export interface ProductTable {
  id: Generated<string>;
  name: string;
  public_id: ColumnType<string, never, never>;
  /** The name in lower case (migration 0017), for name search. */
  search_name: ColumnType<string, never, never>;
  category: string;
  product_type: string;
  description: string;
  net_quantity: number;
  unit: "ml" | "g";
  /** How many days one unit lasts a household (migration 0025): a delivered line is due for a refill after this many days a unit. */
  use_days: number;
  /** The packed product's weight for the courier, in grams. */
  shipping_weight_g: Generated<number>;
  mrp_paise: number;
  sale_price_paise: number;
  hsn_code: string;
  gst_rate: number;
  stock: Generated<number>;
  images: ColumnType<StoredImage[], string, string>;
  featured: Generated<boolean>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface ProductReviewTable {
  id: Generated<string>;
  product_id: string;
  customer_name: string;
  rating: number;
  review: string | null;
  published: Generated<boolean>;
  /** Why an operator hid it (kept when it is shown again). */
  hidden_reason: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Null for the demo's reviews, which carry only the name they show. */
  customer_id: string | null;
  title: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ProductReviewPhotoTable {
  id: Generated<string>;
  review_id: string;
  /** Its storage key, e.g. productreview/<sha-256>.webp. */
  path: string;
  width: number;
  height: number;
  /** The key and width of its thumbnail, a smaller WebP; null for a photo stored before thumbnails (or one already small). */
  thumbnail_path: string | null;
  thumbnail_width: number | null;
  position: number;
  created_at: ColumnType<Date, never, never>;
}

/** Each product's rating aggregate, kept by a trigger on product_review (migration 0010). */
export interface ProductRatingTable {
  product_id: string;
  review_count: number;
  rating_total: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
}

export interface CouponTable {
  code: string;
  description: string;
  type: "flat" | "percent";
  value: number;
  max_discount_paise: number | null;
  min_order_paise: Generated<number>;
  valid_from: Date;
  valid_to: Date;
  active: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  per_customer_limit: number | null;
  usage_limit: number | null;
  first_order_only: Generated<boolean>;
  owner_customer_id: string | null;
}

export interface CmsPageTable {
  key: string;
  title: string;
  summary: string;
  sections: ColumnType<CmsSection[], string, string>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface VisitorCallTable {
  id: Generated<string>;
  name: string;
  phone_number: string;
  message: string;
  ip_address: string | null;
  handled: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

/** A copy of the delivery address as it was when the order was placed. */
export type OrderAddress = AddressInput;

export interface CustomerOrderTable {
  id: Generated<string>;
  order_number: ColumnType<string, never, never>;
  customer_id: string;
  status: Generated<OrderStatus>;
  payment_type: PaymentType;
  paid_at: Date | null;
  delivery_address: ColumnType<OrderAddress, string, string>;
  pincode: string;
  mrp_total_paise: number;
  subtotal_paise: number;
  coupon_code: string | null;
  coupon_discount_paise: Generated<number>;
  referral_discount_paise: Generated<number>;
  /** The prepaid offer taken off an order paid online (docs/product.md#cash-on-delivery-risk), in paise. */
  prepaid_offer_paise: Generated<number>;
  total_paise: number;
  idempotency_key: string;
  delivered_at: Date | null;
  /** The days promised when the order was placed, India's calendar; read as text (`promised_to::text`). */
  promised_from: ColumnType<unknown, string | null, never>;
  promised_to: ColumnType<unknown, string | null, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface OrderLineTable {
  order_id: string;
  product_id: string;
  product_name: string;
  public_id: string;
  category: string;
  size: string;
  image: string;
  hsn_code: string;
  gst_rate: number;
  unit_mrp_paise: number;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
}

export interface OrderStatusEventTable {
  id: Generated<string>;
  order_id: string;
  status: OrderStatus;
  note: string | null;
  actor: OrderActor | "system" | null;
  /** Who made an operator's move: the operator's name then, or "Command line"; null otherwise. */
  operator_name: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface OrderReturnTable {
  order_id: string;
  reason: string;
  comment: string | null;
  upi_id: string | null;
  requested_at: ColumnType<Date, never, never>;
}

export interface RefundTable {
  id: Generated<string>;
  order_id: string;
  customer_id: string;
  amount_paise: number;
  method: "gateway" | "upi";
  state: Generated<"pending" | "processed" | "failed">;
  upi_id: string | null;
  provider_payment_id: string | null;
  provider_refund_id: string | null;
  failure_reason: string | null;
  created_at: ColumnType<Date, never, never>;
  processed_at: Date | null;
  /** order: the order's refund (cancelled or returned); unexpected_payment: a payment the order did not need. */
  reason: Generated<"order" | "unexpected_payment">;
  /** The gateway refund's attempt, part of its idempotency key; a refund the bank failed is asked again under the next. */
  attempt: Generated<number>;
  /** The bank's reference for a gateway refund (ARN), when the gateway gives it. */
  arn: string | null;
  /** The payout that pays a refund to a UPI id. */
  payout_id: string | null;
  /** The bank's reference of the transfer to a UPI id (by payout or by hand). */
  utr: string | null;
  /** When reconciliation last asked the gateway or the payout provider about it. */
  checked_at: Date | null;
}

export interface InvoiceSequenceTable {
  financial_year: string;
  last_serial: number;
}

export interface InvoiceTable {
  order_id: string;
  financial_year: string;
  serial: number;
  invoice_number: string;
  issued_at: ColumnType<Date, Date | undefined, never>;
}

export interface OutboxTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  state: Generated<"pending" | "done" | "failed">;
  attempts: Generated<number>;
  available_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
  done_at: Date | null;
}

/** When each periodic pass is next due; the process that moves `due_at` on runs the pass. */
export interface PeriodicPassTable {
  name: string;
  due_at: Date;
  ran_at: ColumnType<Date, Date | undefined, Date>;
}

export interface LocalGatewayRefundTable {
  id: string;
  payment_id: string;
  amount_paise: number;
  idempotency_key: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface LocalPayoutTable {
  id: string;
  idempotency_key: string;
  vpa: string;
  amount_paise: number;
  utr: string;
  created_at: ColumnType<Date, never, never>;
}

export interface PaymentTable {
  id: Generated<string>;
  order_id: string;
  provider: "razorpay" | "local";
  provider_order_id: string;
  amount_paise: number;
  /** What the attempt pays: the order, or a cash order's part payment (the rest paid in cash). */
  purpose: Generated<"order" | "part">;
  status: Generated<"created" | "paid" | "failed">;
  provider_payment_id: string | null;
  failure_reason: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  /** When reconciliation last asked the gateway about this attempt. */
  checked_at: Date | null;
}

export interface PaymentLinkTable {
  token_hash: string;
  order_id: string;
  expires_at: Date;
  created_at: ColumnType<Date, never, never>;
}

export interface WebhookEventTable {
  provider: string;
  event_id: string;
  event: string;
  received_at: ColumnType<Date, never, never>;
}

export interface SavedCardTable {
  id: Generated<string>;
  customer_id: string;
  holder_name: string;
  last4: string;
  network: string;
  exp_month: number;
  exp_year: number;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface NotificationTable {
  id: Generated<string>;
  customer_id: string;
  title: string;
  body: string;
  order_id: string | null;
  kind: ColumnType<NotificationKind, NotificationKind | undefined, never>;
  link: string | null;
  read_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

/** A customer's choice of a channel for a kind of notification; without a row the default holds (migration 0026). */
export interface NotificationPreferenceTable {
  customer_id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: Generated<Date>;
}

/** A WhatsApp template message the local adapter would have sent (WHATSAPP_ADAPTER=local). */
export interface LocalWhatsappMessageTable {
  id: Generated<string>;
  phone_number: string;
  template: string;
  language: string;
  components: ColumnType<unknown, string, never>;
  text: string;
  created_at: ColumnType<Date, never, never>;
}

export interface LocalGatewayOrderTable {
  id: string;
  amount_paise: number;
  receipt: string;
  notes: ColumnType<Record<string, string>, string, string>;
  /** A mandate's authorisation order: the gateway's customer and the token asked for (Razorpay's `token` object). */
  gateway_customer_id: string | null;
  token: ColumnType<LocalGatewayTokenRequest | null, string | undefined, string>;
  status: Generated<"created" | "attempted" | "paid">;
  created_at: ColumnType<Date, never, never>;
}

export interface LocalGatewayCheckoutTable {
  token_hash: string;
  gateway_order_id: string;
  created_at: ColumnType<Date, never, never>;
  used_at: Date | null;
}

export interface LocalGatewayPaymentTable {
  id: string;
  gateway_order_id: string;
  status: "captured" | "failed";
  error_description: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface CartLineTable {
  customer_id: string;
  product_id: string;
  quantity: number;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface CartCouponTable {
  customer_id: string;
  coupon_code: string;
  applied_at: ColumnType<Date, never, Date>;
}

export interface CouponUseTable {
  order_id: string;
  coupon_code: string;
  customer_id: string;
  created_at: ColumnType<Date, never, never>;
}

export interface ReferralSettingTable {
  id: Generated<number>;
  product_id: string;
  friend_discount_type: "flat" | "percent";
  friend_discount_value: number;
  reward_paise: number;
  reward_min_order_paise: Generated<number>;
  reward_valid_days: number;
  active: Generated<boolean>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface ReferralCodeTable {
  code: string;
  customer_id: string;
  created_at: ColumnType<Date, never, never>;
}

export interface ReferralTable {
  friend_id: string;
  referrer_id: string;
  code: string;
  order_id: string | null;
  reward_coupon_code: string | null;
  created_at: ColumnType<Date, never, never>;
  ordered_at: Date | null;
  rewarded_at: Date | null;
}

export interface StorefrontSessionTable {
  id_hash: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  /** New with every save (random); the storefront's cookie names the version it saved. */
  version: string;
  expires_at: Date;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface FaqCategoryTable {
  id: string;
  name: string;
  position: number;
}

export interface FaqTable {
  id: Generated<string>;
  category_id: string;
  question: string;
  answer: string;
  position: number;
}

export interface SupportTicketTable {
  id: Generated<string>;
  customer_id: string;
  order_id: string | null;
  category_id: string;
  question: string;
  mobile_number: string;
  status: Generated<TicketStatus>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  closed_at: Date | null;
}

export interface SupportReplyTable {
  id: Generated<string>;
  ticket_id: string;
  message: string;
  created_at: ColumnType<Date, never, never>;
}

/**
 * The translations of what shoppers read (migration 0019): one row per translated row and language
 * (never 'en', whose words are the row's own); a field left null reads as the English one.
 */
/** A bottle and a refill of the same formula (migration 0023). */
export interface RefillReminderTable {
  id: Generated<string>;
  customer_id: string;
  order_id: string;
  product_id: string;
  /** India's calendar day; read as text (`due_on::text`). */
  due_on: ColumnType<unknown, string, string>;
  state: ColumnType<ReminderState, ReminderState | undefined, ReminderState>;
  sent_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ProductRefillTable {
  bottle_id: string;
  refill_id: string;
}

export interface ProductTranslationTable {
  product_id: string;
  language: string;
  name: string | null;
  description: string | null;
  /** The alternative texts of the product's pictures, in the order of `product.images`. */
  image_alts: ColumnType<string[] | null, string | null, string | null>;
  /** The name in lower case, for name search. */
  search_name: ColumnType<string | null, never, never>;
}

export interface CategoryTranslationTable {
  category: string;
  language: string;
  name: string | null;
  description: string | null;
}

export interface ProductTypeTranslationTable {
  slug: string;
  language: string;
  name: string | null;
  description: string | null;
}

export interface CouponTranslationTable {
  code: string;
  language: string;
  description: string | null;
}

export interface CmsPageTranslationTable {
  key: string;
  language: string;
  title: string | null;
  summary: string | null;
  sections: ColumnType<CmsSection[] | null, string | null, string | null>;
}

export interface FaqCategoryTranslationTable {
  category_id: string;
  language: string;
  name: string | null;
}

export interface FaqTranslationTable {
  faq_id: string;
  language: string;
  question: string | null;
  answer: string | null;
}

/** What an authorisation order asks of the token: Razorpay's `token` object as the local gateway keeps it. */
export type LocalGatewayTokenRequest = { max_amount: number; expire_at: number; frequency: "as_presented" };

export interface LocalGatewayTokenTable {
  id: string;
  gateway_customer_id: string;
  gateway_order_id: string;
  state: ColumnType<LocalTokenState, LocalTokenState, LocalTokenState>;
  max_amount_paise: number;
  expires_at: Date;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type LocalTokenState = "initiated" | "confirmed" | "rejected" | "paused" | "cancelled";

export interface SubscriptionSettingTable {
  id: Generated<number>;
  discount_percent: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type MandateState = "created" | "confirmed" | "rejected" | "paused" | "cancelled";

export interface SubscriptionMandateTable {
  id: Generated<string>;
  customer_id: string;
  provider: string;
  gateway_customer_id: string;
  gateway_order_id: string;
  token_id: string | null;
  state: ColumnType<MandateState, MandateState | undefined, MandateState>;
  max_amount_paise: number;
  expires_at: Date;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SubscriptionTable {
  id: Generated<string>;
  customer_id: string;
  address_id: string | null;
  interval_weeks: number;
  payment_type: PaymentType;
  state: SubscriptionState;
  pause_reason: PauseReason | null;
  discount_percent: number;
  /** India's calendar day; read as text (`next_due_on::text`). */
  next_due_on: ColumnType<unknown, string, string>;
  mandate_id: string | null;
  first_order_id: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SubscriptionItemTable {
  subscription_id: string;
  product_id: string;
  quantity: number;
  created_at: ColumnType<Date, never, never>;
}

export type CycleItem = { productId: string; quantity: number };

type CycleState = "noticed" | "skipped" | "charging" | "ordered" | "failed" | "missed";

export interface SubscriptionCycleTable {
  id: Generated<string>;
  subscription_id: string;
  /** India's calendar day; read as text (`due_on::text`). */
  due_on: ColumnType<unknown, string, string>;
  state: CycleState;
  amount_paise: number;
  /** What the notice announced: each product's id (ours) and quantity, delivered as announced. */
  items: ColumnType<CycleItem[], string, string>;
  address_id: string | null;
  notice_sent_at: Date | null;
  /** A cash delivery the shopper confirmed after its notice; one not confirmed by its time is skipped. */
  confirmed_at: Date | null;
  charge_after: Date;
  order_id: string | null;
  failure_reason: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CodSettingTable {
  id: Generated<number>;
  weights: ColumnType<RiskWeights, string, string>;
  medium_from: number;
  high_from: number;
  confirm_hours: number;
  high_ask: "part" | "prepaid";
  part_paise: number | null;
  part_percent: number | null;
  prepaid_offer_paise: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DeliveryOutcomeTable {
  id: Generated<string>;
  order_id: string;
  outcome: DeliveryOutcome;
  /** What a return to origin cost the shop (both ways' shipping), in paise; only on returned-to-origin. */
  cost_paise: number | null;
  note: string | null;
  source: "courier" | "operator";
  operator_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface OrderCodRiskTable {
  order_id: string;
  score: number;
  band: RiskBand;
  reasons: ColumnType<RiskReason[], string, never>;
  ask: CashAsk;
  /** The part payment asked now, in paise; only when `ask` is part. */
  part_paise: number | null;
  /** A medium order not confirmed by then is cancelled. */
  confirm_by: Date | null;
  confirmed_at: Date | null;
  /** How the shopper confirmed: a tap on the order page, the SMS link, the WhatsApp button, or paying the part payment. */
  confirmed_via: "page" | "sms" | "whatsapp" | "payment" | null;
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  serviceable_area: ServiceableAreaTable;
  location_check: LocationCheckTable;
  category: CategoryTable;
  product_type: ProductTypeTable;
  product: ProductTable;
  product_review: ProductReviewTable;
  product_review_photo: ProductReviewPhotoTable;
  product_rating: ProductRatingTable;
  coupon: CouponTable;
  cms_page: CmsPageTable;
  visitor_call: VisitorCallTable;
  customer: CustomerTable;
  otp_code: OtpCodeTable;
  customer_token: CustomerTokenTable;
  operator: OperatorTable;
  operator_token: OperatorTokenTable;
  audit_log: AuditLogTable;
  customer_address: CustomerAddressTable;
  customer_order: CustomerOrderTable;
  order_line: OrderLineTable;
  order_status_event: OrderStatusEventTable;
  cart_line: CartLineTable;
  cart_coupon: CartCouponTable;
  coupon_use: CouponUseTable;
  referral_setting: ReferralSettingTable;
  referral_code: ReferralCodeTable;
  referral: ReferralTable;
  payment: PaymentTable;
  payment_link: PaymentLinkTable;
  webhook_event: WebhookEventTable;
  saved_card: SavedCardTable;
  notification: NotificationTable;
  local_gateway_order: LocalGatewayOrderTable;
  order_return: OrderReturnTable;
  refund: RefundTable;
  invoice_sequence: InvoiceSequenceTable;
  invoice: InvoiceTable;
  outbox: OutboxTable;
  periodic_pass: PeriodicPassTable;
  notification_preference: NotificationPreferenceTable;
  local_whatsapp_message: LocalWhatsappMessageTable;
  local_gateway_refund: LocalGatewayRefundTable;
  local_payout: LocalPayoutTable;
  local_gateway_checkout: LocalGatewayCheckoutTable;
  local_gateway_payment: LocalGatewayPaymentTable;
  storefront_session: StorefrontSessionTable;
  faq_category: FaqCategoryTable;
  faq: FaqTable;
  support_ticket: SupportTicketTable;
  support_reply: SupportReplyTable;
  product_translation: ProductTranslationTable;
  product_refill: ProductRefillTable;
  refill_reminder: RefillReminderTable;
  local_gateway_token: LocalGatewayTokenTable;
  subscription_setting: SubscriptionSettingTable;
  subscription_mandate: SubscriptionMandateTable;
  subscription: SubscriptionTable;
  subscription_item: SubscriptionItemTable;
  subscription_cycle: SubscriptionCycleTable;
  cod_setting: CodSettingTable;
  delivery_outcome: DeliveryOutcomeTable;
  order_cod_risk: OrderCodRiskTable;
  category_translation: CategoryTranslationTable;
  product_type_translation: ProductTypeTranslationTable;
  coupon_translation: CouponTranslationTable;
  cms_page_translation: CmsPageTranslationTable;
  faq_category_translation: FaqCategoryTranslationTable;
  faq_translation: FaqTranslationTable;
}

import type { Migration } from "kysely";
import * as m0001 from "./0001_serviceable_areas";
import * as m0002 from "./0002_catalogue";
import * as m0003 from "./0003_customers";
import * as m0004 from "./0004_orders";
import * as m0005 from "./0005_cart_offers";
import * as m0006 from "./0006_payments";
import * as m0007 from "./0007_order_lifecycle";
import * as m0008 from "./0008_gateway_checkouts";
import * as m0009 from "./0009_storefront_sessions";
import * as m0010 from "./0010_reviews";
import * as m0012 from "./0012_help_centre";
import * as m0013 from "./0013_catalogue_scale";
import * as m0015 from "./0015_storefront_changes";
import * as m0016 from "./0016_review_photo_thumbnails";
import * as m0017 from "./0017_catalogue_page_indexes";
import * as m0018 from "./0018_customer_language";
import * as m0019 from "./0019_translations";
import * as m0020 from "./0020_delivery_promise";
import * as m0021 from "./0021_settlement";
import * as m0023 from "./0023_refill_pairs";
import * as m0024 from "./0024_notification_kind";
import * as m0025 from "./0025_refill_reminders";
import * as m0026 from "./0026_notification_channels";
import * as m0027 from "./0027_operators";
import * as m0028 from "./0028_order_event_operator";
import * as m0029 from "./0029_areas_without_position";
import * as m0030 from "./0030_periodic_passes";
import * as m0031 from "./0031_outbox_done_index";
import * as m0032 from "./0032_subscriptions";
import * as m0033 from "./0033_cash_on_delivery_risk";

/** Ordered list of migrations. A new file is added here under its own name; names never change. */
export const migrations: Record<string, Migration> = {
  "0001_serviceable_areas": m0001,
  "0002_catalogue": m0002,
  "0003_customers": m0003,
  "0004_orders": m0004,
  "0005_cart_offers": m0005,
  "0006_payments": m0006,
  "0007_order_lifecycle": m0007,
  "0008_gateway_checkouts": m0008,
  "0009_storefront_sessions": m0009,
  "0010_reviews": m0010,
  "0012_help_centre": m0012,
  "0013_catalogue_scale": m0013,
  "0015_storefront_changes": m0015,
  "0016_review_photo_thumbnails": m0016,
  "0017_catalogue_page_indexes": m0017,
  "0018_customer_language": m0018,
  "0019_translations": m0019,
  "0020_delivery_promise": m0020,
  "0021_settlement": m0021,
  "0023_refill_pairs": m0023,
  "0024_notification_kind": m0024,
  "0025_refill_reminders": m0025,
  "0026_notification_channels": m0026,
  "0027_operators": m0027,
  "0028_order_event_operator": m0028,
  "0029_areas_without_position": m0029,
  "0030_periodic_passes": m0030,
  "0031_outbox_done_index": m0031,
  "0032_subscriptions": m0032,
  "0033_cash_on_delivery_risk": m0033,
};

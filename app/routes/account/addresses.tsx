/** /my_address is /shipping_address under another name (spec §2). */
export { action, default, headers, loader, meta } from "../checkout/shipping-address";

/** /my_address is /shipping_address under another name (docs/product.md#routes). */
export { action, default, headers, loader, meta } from "../checkout/shipping-address";

/** /my_address is /shipping_address under another name (spec §2). */
export { default, loader, meta } from "./shipping_address";

import type { OrderDetails } from "@domain/orders/schemas";
import { useT } from "~/i18n/useT";

/** An order's delivery address, as the order page and the tracking page show it. */
export function DeliveryAddress({ address }: { address: OrderDetails["deliveryAddress"] }) {
  const t = useT();
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.streetAddress2}, {address.apartment}
      <br />
      {address.street}, {address.city} {address.pincode}
      <br />
      {address.landmark ? (
        <>
          {t("Landmark: {landmark}", { landmark: address.landmark })}
          <br />
        </>
      ) : null}
      {t("Phone {phoneNumber}", { phoneNumber: address.phoneNumber })}
    </address>
  );
}

import { outcomeMoves } from "@domain/cod/outcomes";
import type { DeliveryOutcome } from "@domain/cod/risk";
import type { OrderStatus } from "@domain/orders/orders";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import { audit, type Actor } from "../operators/audit";
import { moveOrder } from "../orders/order-moves";

/** The order's status after the outcome; `recorded` false: the courier's event had been taken in already, nothing changed. */
type Recorded = { orderNumber: string; status: OrderStatus; recorded: boolean };

type OutcomeInput = {
  orderNumber: string;
  outcome: DeliveryOutcome;
  /** What a return to origin cost, in paise; only on returned-to-origin (the operation's schema refuses it on another). */
  costPaise?: number | null;
  note?: string | null;
  /** The operator who records it (audited); none: the courier's news. */
  operator?: Actor;
  /** The courier's event: taken in once, and when it happened. */
  courierEvent?: { provider: string; id: string; at: Date };
};

/**
 * Records what happened to an order's delivery (docs/product.md#delivery-outcomes) and makes the moves
 * it calls for (domain/cod/outcomes.ts), in one transaction with the order row locked: the outcome, the
 * order's moves with their events and notifications, the operator's audit row, and for the courier's
 * news its event id, so the same event delivered again records nothing. An outcome the order's
 * status cannot have (not out for delivery yet) is refused with 409 and nothing is written.
 */
export async function recordOutcome(db: Db, input: OutcomeInput): Promise<Recorded> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("customer_order")
      .select(["id", "order_number", "status"])
      .where("order_number", "=", input.orderNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
    if (input.courierEvent) {
      const fresh = await trx
        .insertInto("webhook_event")
        .values({ provider: input.courierEvent.provider, event_id: input.courierEvent.id.slice(0, 200), event: input.outcome })
        .onConflict((oc) => oc.doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!fresh) return { orderNumber: order.order_number, status: order.status, recorded: false };
    }
    const moves = outcomeMoves(input.outcome, order.status);
    if (!moves) {
      throw new DomainError(
        "conflict",
        "outcome_refused",
        "Order {orderNumber} is {status}; a delivery outcome is recorded while it is on its way or not delivered.",
        undefined,
        {
          orderNumber: order.order_number,
          status: order.status,
        },
      );
    }
    await trx
      .insertInto("delivery_outcome")
      .values({
        order_id: order.id,
        outcome: input.outcome,
        cost_paise: input.costPaise ?? null,
        note: input.note || null,
        source: input.operator ? "operator" : "courier",
        operator_id: input.operator?.operatorId ?? null,
        created_at: input.courierEvent?.at,
      })
      .execute();
    if (input.operator) {
      await audit(trx, input.operator, {
        action: "order.outcome",
        entityType: "order",
        entityId: order.order_number,
        before: { status: order.status },
        after: { outcome: input.outcome, costPaise: input.costPaise ?? null, note: input.note || null },
      });
    }
    for (const to of moves) {
      await moveOrder(trx, { orderNumber: order.order_number, to, actor: "operator", operator: input.operator, system: !input.operator });
    }
    return { orderNumber: order.order_number, status: moves.at(-1) ?? order.status, recorded: true };
  });
}

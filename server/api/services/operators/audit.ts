import { AUDIT_PAGE_SIZE } from "@domain/operators/roles";
import type { Db } from "../../db";

/**
 * The audit log (docs/decisions/030): every change an operator or the command line makes, written in the
 * change's own transaction, so that a change and its row are kept or lost together.
 */

/** Who makes a change: an operator, or the shared token of the command line (no operator). */
export type Actor = { operatorId: string | null; name: string };

type AuditEntry = { action: string; entityType: string; entityId: string; before: unknown; after: unknown };

export async function audit(trx: Db, actor: Actor, entry: AuditEntry) {
  await trx
    .insertInto("audit_log")
    .values({
      operator_id: actor.operatorId,
      actor: actor.name,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** The owner's view: newest first, a page at a time, optionally of one kind of entity or one entity. */
export async function listAudit(db: Db, filter: { entityType?: string; entityId?: string; page: number }) {
  let query = db.selectFrom("audit_log");
  if (filter.entityType) query = query.where("entity_type", "=", filter.entityType);
  if (filter.entityId) query = query.where("entity_id", "=", filter.entityId);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      operatorId: r.operator_id,
      actor: r.actor,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
    })),
    count: Number(total.count),
    page: filter.page,
  };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../server/api/services/secrets";
import { body, startApi, type Harness } from "./harness";

/**
 * The storefront's session store (/v1/internal/sessions): only the storefront's secret opens it, the
 * id is random and kept only as a hash, an expired session is never read and is swept away.
 */
const SECRET = "test-storefront-api-secret-0123456789abcdef";
let api: Harness;

beforeAll(async () => {
  api = await startApi({ STOREFRONT_API_SECRET: SECRET });
});
afterAll(() => api.close());

const call = (op: string, payload: unknown, secret: string | null = SECRET) =>
  api.app.inject({
    method: "POST",
    url: `/v1/internal/sessions/${op}`,
    payload: payload as object,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

describe("internal sessions", () => {
  it("creates, reads, updates and deletes a session, storing only the id's hash", async () => {
    const expiresAt = inAMonth();
    const created = await call("create", { data: { customer: { token: "t0k3n" } }, expiresAt });
    expect(created.statusCode).toBe(200);
    const { id, version } = body(created).data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(version).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const rows = await api.db.selectFrom("storefront_session").select(["id_hash", "data"]).execute();
    expect(rows.find((r) => r.id_hash === id)).toBeUndefined();
    expect(rows.find((r) => r.id_hash === sha256(id))?.data).toEqual({ customer: { token: "t0k3n" } });

    expect(body(await call("read", { id })).data).toEqual({ data: { customer: { token: "t0k3n" } }, version, expiresAt });
    // Every save is a new version, which the read answers: the storefront's cookie names the one it saved.
    const updated = await call("update", { id, data: { location: { pincode: "560034" } }, expiresAt });
    expect(updated.statusCode).toBe(200);
    const saved = body(updated).data.version;
    expect(saved).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(saved).not.toBe(version);
    expect(body(await call("read", { id })).data).toEqual({ data: { location: { pincode: "560034" } }, version: saved, expiresAt });
    expect((await call("delete", { id })).statusCode).toBe(200);
    const gone = await call("read", { id });
    expect(gone.statusCode).toBe(404);
    expect(body(gone).success).toBe(false);
    // A deleted session does not come back by being saved again.
    expect((await call("update", { id, data: { a: 1 }, expiresAt: inAMonth() })).statusCode).toBe(404);
  });

  it("refuses a call without the storefront's secret, or with another", async () => {
    for (const secret of [null, "x".repeat(40), `${SECRET}x`]) {
      const res = await call("create", { data: {}, expiresAt: inAMonth() }, secret);
      expect(res.statusCode).toBe(401);
      expect(body(res).error.code).toBe("storefront_only");
    }
  });

  it("never reads an expired session, and sweeps expired rows when a session is created", async () => {
    const { id } = body(await call("create", { data: { a: 1 }, expiresAt: new Date(Date.now() + 60_000).toISOString() })).data;
    await api.db
      .updateTable("storefront_session")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id_hash", "=", sha256(id))
      .execute();
    expect((await call("read", { id })).statusCode).toBe(404);
    await call("create", { data: { b: 2 }, expiresAt: inAMonth() });
    const left = await api.db.selectFrom("storefront_session").select("id_hash").where("id_hash", "=", sha256(id)).execute();
    expect(left).toEqual([]);
  });

  it("refuses a NUL in the data with a 400, as every call does (the storefront sends U+FFFD for one)", async () => {
    const count = async () => (await api.db.selectFrom("storefront_session").select("id_hash").execute()).length;
    const before = await count();
    const created = await call("create", { data: { flash: { pincode: "5\u00006" } }, expiresAt: inAMonth() });
    expect(created.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses ids that are not ids and data over 16 KB, with a 400", async () => {
    for (const id of ["", "short", "x".repeat(43).replace("x", "/"), "a".repeat(10_000)]) {
      expect((await call("read", { id })).statusCode).toBe(400);
    }
    const big = await call("create", { data: { blob: "x".repeat(17 * 1024) }, expiresAt: inAMonth() });
    expect(big.statusCode).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../server/api/db/availability";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("telling a database that is away from other failures", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET")],
    ["an administrator's shutdown (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["another backend's crash (57P02)", withCode("57P02")],
    ["a server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (08006)", withCode("08006")],
    ["a statement timeout (57014)", withCode("57014", "canceling statement due to statement timeout")],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["no pooled connection in time", new Error("timeout exceeded when trying to connect")],
    ["a client-side query timeout", new Error("Query read timeout")],
    ["refusals from several addresses", Object.assign(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]), { code: undefined })],
  ])("%s is the database being away", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation (23505)", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error (42601)", withCode("42601")],
    ["a failed call to another service", new TypeError("fetch failed", { cause: withCode("ECONNREFUSED") })],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["nothing at all", undefined],
  ])("%s is not", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

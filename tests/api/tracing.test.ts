import type { AddressInfo } from "node:net";
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendOtpToUser } from "@domain/account/endpoints";
import { getCms } from "@domain/catalogue/endpoints";
import { sendOperation } from "../../app/server/api/operation.server";
import { watchedPages } from "../../server/storefront/watch";
import { startTracing, traceFields, traceJob } from "../../server/tracing";
import { startApi, type Harness } from "./harness";

/**
 * Traces (docs/operations.md#traces): a storefront page that calls the API is one trace, the page's
 * server span, its call to the API under it, the API's server span under the call (carried by
 * `traceparent` over real HTTP), the database's and Redis's spans under that; an outside service's call
 * (the SMS gateway) is a span too, and a job of the background work a trace of its own. Tracing is on
 * for this file only.
 */
const exporter = new InMemorySpanExporter();
const provider = startTracing("homecare-test", { OTEL_TRACES_EXPORTER: "none" }, new SimpleSpanProcessor({ exporter }));
let api: Harness;
let storefront: ReturnType<ReturnType<typeof express>["listen"]>;
let page = "";

beforeAll(async () => {
  // Redis keeps the rate limits' counters, as in production.
  api = await startApi({ REDIS_URL: "redis://127.0.0.1:6379" });
  await api.app.listen({ host: "127.0.0.1", port: 0 });
  const apiOrigin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const shop = express();
  shop.use(watchedPages((_path, answered) => answered));
  shop.get("/terms", async (_req, res) => {
    const answer = await sendOperation(apiOrigin, getCms, { body: { key: "tc" } });
    res.status(answer.status).send((await answer.json()).data.title);
  });
  shop.get("/sign-in", async (_req, res) => {
    const answer = await sendOperation(apiOrigin, sendOtpToUser, { body: { phoneNumber: "9822466601", type: "register" } });
    res.status(answer.status).send((await answer.json()).message);
  });
  storefront = shop.listen(0, "127.0.0.1");
  await new Promise((resolve) => storefront.once("listening", resolve));
  page = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/terms`;
});
afterAll(async () => {
  await new Promise((resolve) => storefront.close(resolve));
  await api.close();
  await provider?.shutdown();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The finished spans once a server span of each name has ended (a server span ends just after its answer is sent). */
async function spansUntil(...names: string[]) {
  let spans: ReadableSpan[] = [];
  const ended = () => names.every((name) => spans.some((s) => s.name === name && s.kind === SpanKind.SERVER));
  for (let i = 0; i < 250 && !ended(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    spans = exporter.getFinishedSpans();
  }
  return spans;
}

it("follows a page from the storefront through the API to the database in one trace", async () => {
  expect(provider).toBeDefined();
  const answer = await fetch(page);
  expect(answer.status).toBe(200);
  await answer.text();
  const spans = await spansUntil("GET /terms", "POST /v1/auth/customer/getCms");
  const pageSpan = spans.find((s) => s.name === "GET /terms" && s.kind === SpanKind.SERVER);
  const call = spans.find((s) => s.name === "POST /v1/auth/customer/getCms" && s.kind === SpanKind.CLIENT);
  const served = spans.find((s) => s.name === "POST /v1/auth/customer/getCms" && s.kind === SpanKind.SERVER);
  expect(pageSpan?.attributes["http.response.status_code"]).toBe(200);
  expect(call?.attributes["http.response.status_code"]).toBe(200);
  expect(served?.attributes).toMatchObject({ "http.route": "/v1/auth/customer/getCms", "http.response.status_code": 200 });
  const trace = pageSpan!.spanContext().traceId;
  expect(parentOf(pageSpan!)).toBeUndefined();
  expect(parentOf(call!)).toBe(pageSpan!.spanContext().spanId);
  expect(parentOf(served!)).toBe(call!.spanContext().spanId);
  const queries = spans.filter((s) => parentOf(s) === served!.spanContext().spanId && s.name.startsWith("db "));
  expect(queries.length).toBeGreaterThan(0);
  expect(queries[0].attributes["db.query.text"]).toMatch(/cms_page/);
  const counted = spans.filter((s) => parentOf(s) === served!.spanContext().spanId && s.name.startsWith("redis "));
  expect(counted.length).toBeGreaterThan(0);
  expect(counted[0]).toMatchObject({ kind: SpanKind.CLIENT, attributes: { "db.system.name": "redis" } });
  for (const span of [call!, served!, ...queries, ...counted]) expect(span.spanContext().traceId).toBe(trace);
});

it("makes a job of the background work a trace of its own, with its statements under it", async () => {
  const pages = await traceJob("test job", () => api.db.selectFrom("cms_page").select("key").where("key", "=", "tc").execute());
  expect(pages).toEqual([{ key: "tc" }]);
  const spans = exporter.getFinishedSpans();
  const job = spans.find((s) => s.name === "job test job");
  expect(job?.kind).toBe(SpanKind.CONSUMER);
  expect(parentOf(job!)).toBeUndefined();
  const queries = spans.filter((s) => parentOf(s) === job!.spanContext().spanId);
  expect(queries.map((s) => s.name)).toEqual(["db select"]);
  await expect(traceJob("failing job", () => Promise.reject(new Error("the gateway said no")))).rejects.toThrow("the gateway said no");
  expect(exporter.getFinishedSpans().find((s) => s.name === "job failing job")?.status).toEqual({ code: SpanStatusCode.ERROR, message: "the gateway said no" });
});

it("has the SMS gateway's call, with its outcome, under the API request that sent the code", async () => {
  const answer = await fetch(page.replace("/terms", "/sign-in"));
  expect(answer.status).toBe(200);
  await answer.text();
  const spans = await spansUntil("GET /sign-in", "POST /v1/auth/customer/sendOtpToUser");
  const served = spans.find((s) => s.name === "POST /v1/auth/customer/sendOtpToUser" && s.kind === SpanKind.SERVER);
  const sms = spans.find((s) => s.name === "sms console sendOtp");
  expect(sms?.kind).toBe(SpanKind.CLIENT);
  expect(sms?.status.code).not.toBe(SpanStatusCode.ERROR);
  expect(parentOf(sms!)).toBe(served!.spanContext().spanId);
});

it("puts the trace's id on a log line written inside a span", () => {
  expect(traceFields()).toEqual({});
  trace.getTracer("test").startActiveSpan("a job", (span) => {
    expect(traceFields()).toEqual({ traceId: span.spanContext().traceId });
    span.end();
  });
});

it("refuses an exporter or a share it does not know, before tracing anything", () => {
  expect(() => startTracing("homecare-test", { OTEL_TRACES_EXPORTER: "jaeger" })).toThrow("OTEL_TRACES_EXPORTER: none, otlp or console, not 'jaeger'");
  expect(() => startTracing("homecare-test", { OTEL_TRACES_EXPORTER: "console", OTEL_TRACES_SAMPLER_ARG: "10%" })).toThrow(
    "OTEL_TRACES_SAMPLER_ARG: a share from 0 to 1, not '10%'",
  );
  expect(startTracing("homecare-test", {})).toBeUndefined();
});

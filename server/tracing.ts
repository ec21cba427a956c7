import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type SpanOptions } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace";
import type { LogEvent } from "kysely";

/**
 * Traces (docs/operations.md#traces), by OpenTelemetry's standard settings: OTEL_TRACES_EXPORTER
 * (`none`, the default: no tracing, and nothing of it on a request's way; `otlp`: to
 * OTEL_EXPORTER_OTLP_ENDPOINT; `console`: each span printed, for a developer), OTEL_SERVICE_NAME, and
 * OTEL_TRACES_SAMPLER_ARG, the share of new traces kept (1 unless set; a request that comes with a
 * `traceparent` follows its caller's choice). Each process calls `startTracing` once, first.
 */
let on = false;
const tracer = trace.getTracer("homecare");

export function startTracing(
  serviceName: string,
  env: Record<string, string | undefined> = process.env,
  processor?: SpanProcessor,
): TracerProvider | undefined {
  const exporter = env.OTEL_TRACES_EXPORTER ?? "none";
  if (!["none", "otlp", "console"].includes(exporter)) throw new Error(`OTEL_TRACES_EXPORTER: none, otlp or console, not '${exporter}'`);
  if (exporter === "none" && !processor) return undefined;
  const ratio = env.OTEL_TRACES_SAMPLER_ARG === undefined ? 1 : Number(env.OTEL_TRACES_SAMPLER_ARG);
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG: a share from 0 to 1, not '${env.OTEL_TRACES_SAMPLER_ARG}'`);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }),
    spanProcessors: [
      processor ??
        (exporter === "console"
          ? new SimpleSpanProcessor({ exporter: new ConsoleSpanExporter() })
          : new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  on = true;
  return provider;
}

/**
 * A server span for an incoming request, continued from its `traceparent`; `run` goes on inside it, so
 * what it calls (the API, the database) is traced under it. `end` takes the answer's status, and the
 * route that answered when it was not known at the start (the storefront's). Without tracing, `run` is
 * called as it is.
 */
export function serveTraced(
  request: { method: string; path: string; route?: string; headers: Record<string, string | string[] | undefined> },
  run: (span: { end(status: number, route?: string): void }) => void,
) {
  if (!on) return run({ end() {} });
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const span: Span = tracer.startSpan(
    `${request.method} ${request.route ?? request.path}`,
    {
      kind: SpanKind.SERVER,
      attributes: { "http.request.method": request.method, "url.path": request.path, ...(request.route ? { "http.route": request.route } : {}) },
    },
    parent,
  );
  context.with(trace.setSpan(parent, span), () =>
    run({
      end(status, route) {
        if (route) span.updateName(`${request.method} ${route}`).setAttribute("http.route", route);
        span.setAttribute("http.response.status_code", status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
    }),
  );
}

/** Kysely's log: each statement a client span under the request that ran it (its text; the values are parameters, never in it). */
export function traceQuery(event: LogEvent) {
  // Only under a request's span: the background work's polling would otherwise be a trace a second.
  if (!on || !trace.getActiveSpan()) return;
  const end = Date.now();
  const span = tracer.startSpan(`db ${event.query.sql.trimStart().split(/\s/, 1)[0].toLowerCase()}`, {
    kind: SpanKind.CLIENT,
    startTime: end - event.queryDurationMillis,
    attributes: { "db.system.name": "postgresql", "db.query.text": event.query.sql.slice(0, 2000) },
  });
  if (event.level === "error") span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

/** Marks a span failed with the error's message. */
const failed = (span: Span, error: unknown) => span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });

/** Runs `run` in an active span: an error it throws marks the span failed; the span ends when it settles. */
function inSpan<T>(name: string, options: SpanOptions, run: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await run();
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * An adapter to an outside service (the gateway, RazorpayX, SMS, WhatsApp, push, the courier) whose
 * calls named in `calls` are each a client span, `<service> <call>`, with its outcome: under the request
 * or the job that made it. Other members pass through.
 */
export function tracedAdapter<T extends object>(service: string, adapter: T, calls: (keyof T & string)[]): T {
  return new Proxy(adapter, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || !calls.includes(key as keyof T & string)) return value;
      return (...args: unknown[]) =>
        on
          ? inSpan(`${service} ${String(key)}`, { kind: SpanKind.CLIENT, attributes: { "peer.service": service } }, () => value.apply(target, args))
          : value.apply(target, args);
    },
  });
}

/**
 * A job of the background work (an outbox row's work, a periodic pass) as a trace of its own, `job
 * <name>`, with the database statements and outside calls it makes under it.
 */
export const traceJob = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  on ? inSpan(`job ${name}`, { kind: SpanKind.CONSUMER, root: true, attributes: { "job.name": name } }, run) : run();

/** What of a Redis client traces its commands: ioredis sends every command, scripts included, through `sendCommand`. */
type RedisClient = { sendCommand(command: { name: string; promise: Promise<unknown> }, ...rest: never[]): unknown };

/** Each command of `redis` sent under a request's span, a client span `redis <command>` with its outcome (the command's name only, never its keys or values). */
export function tracedRedis<R extends RedisClient>(redis: R): R {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command, ...rest) => {
    if (on && trace.getActiveSpan()) {
      const span = tracer.startSpan(`redis ${command.name}`, {
        kind: SpanKind.CLIENT,
        attributes: { "db.system.name": "redis", "db.operation.name": command.name },
      });
      command.promise.then(
        () => span.end(),
        (error: unknown) => failed(span, error).end(),
      );
    }
    return send(command, ...rest);
  };
  return redis;
}

/** A log line's trace id (pino's mixin), when tracing is on and the line is written inside a span. */
export function traceFields(): { traceId?: string } {
  const span = on ? trace.getActiveSpan() : undefined;
  return span ? { traceId: span.spanContext().traceId } : {};
}

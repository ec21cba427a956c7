import { trace } from "@opentelemetry/api";

/**
 * The storefront's log (docs/operations.md#logs): one JSON object a line on standard error, in the
 * API's shape (`level` 30 info, 40 warn, 50 error; `time`; `msg`), with the request's id (`reqId`, the
 * one the API logs too) when the caller has it and the trace's id when tracing is on, so one page's
 * lines meet its API calls' lines. An Error in the fields is written as its name, message and stack.
 */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

export function log(level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}) {
  const span = trace.getActiveSpan()?.spanContext();
  const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, process: "storefront", msg, ...(span ? { traceId: span.traceId } : {}), ...fields };
  process.stderr.write(
    `${JSON.stringify(line, (_key, value: unknown) => (value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value))}\n`,
  );
}

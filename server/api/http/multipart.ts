import type { FastifyRequest } from "fastify";
import type { z, ZodTypeAny } from "zod";
import { DomainError } from "../services/errors";
import { issueMessage } from "./zod-messages";

type Limits = { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };

/**
 * A multipart form's text fields (a name sent twice is a list) and its files' bytes, each within the
 * limits (the parser stops at one, so no more than that is ever held). An empty file part (a file
 * input left empty) is no file. A part past a limit throws with @fastify/multipart's code, which the
 * caller words for its form.
 */
export async function readMultipart(request: FastifyRequest, limits: Limits) {
  const fields: Record<string, string | string[]> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts({ limits })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (bytes.length || part.filename) files.push(bytes);
    } else if (typeof part.value === "string") {
      const before = fields[part.fieldname];
      fields[part.fieldname] = before === undefined ? part.value : [...(Array.isArray(before) ? before : [before]), part.value];
    }
  }
  return { fields, files };
}

/** What @fastify/multipart says of a form it refuses, whatever the form. */
export const MULTIPART_REFUSALS: Record<string, string> = {
  FST_PARTS_LIMIT: "The form has too many parts",
  FST_FIELDS_LIMIT: "The form has too many fields",
};

/** A multipart form's fields checked with its schema; a refusal names each field with its message, in the request's language. */
export function parseFields<Schema extends ZodTypeAny>(request: FastifyRequest, schema: Schema, fields: Record<string, string | string[]>): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = Object.fromEntries(parsed.error.issues.map((i) => [i.path[0] ?? "request", issueMessage(i, request.language)]).reverse());
  throw new DomainError("invalid", "validation", issueMessage(parsed.error.issues[0], request.language), issues);
}

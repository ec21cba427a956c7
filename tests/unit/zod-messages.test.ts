import { describe, expect, it } from "vitest";
import { z, type ZodIssue, type ZodTypeAny } from "zod";
import { translationFiles } from "@domain/i18n/catalog";
import { interpolate } from "@domain/i18n/translate";
import { pincodeField } from "@domain/location/schemas";
import { issueMessage, zodTemplate } from "../../server/api/http/zod-messages";

const issueOf = (schema: ZodTypeAny, value: unknown): ZodIssue => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`${JSON.stringify(value)} passed`);
  return parsed.error.issues[0];
};

/** A rule without a message of its own, and a value it refuses: one of each of zod's own messages. */
const ZODS_OWN: [string, ZodTypeAny, unknown][] = [
  ["missing", z.object({ a: z.string() }), {}],
  ["wrong type", z.string(), 5],
  ["literal", z.literal("open"), "shut"],
  ["unknown keys", z.object({}).strict(), { x: 1, y: 2 }],
  ["union", z.union([z.string().min(3), z.number()]), true],
  ["discriminator", z.discriminatedUnion("intent", [z.object({ intent: z.literal("a") })]), { intent: "b" }],
  ["enum", z.enum(["ASC", "DESC"]), "UP"],
  ["date", z.date(), new Date("nonsense")],
  ["regex", z.string().regex(/^\d+$/), "x"],
  ["email", z.string().email(), "x"],
  ["starts with", z.string().startsWith("NHC"), "x"],
  ["ends with", z.string().endsWith(".jpg"), "x"],
  ["includes", z.string().includes("@"), "x"],
  ["short string", z.string().min(3), "x"],
  ["exact string", z.string().length(3), "x"],
  ["long string", z.string().max(2), "xyz"],
  ["few items", z.array(z.number()).min(2), [1]],
  ["many items", z.array(z.number()).max(1), [1, 2]],
  ["exact items", z.array(z.number()).length(2), [1]],
  ["small number", z.number().min(1), 0],
  ["not positive", z.number().positive(), 0],
  ["big number", z.number().max(10), 11],
  ["not below", z.number().lt(10), 10],
  ["not whole", z.number().int(), 1.5],
  ["multiple", z.number().multipleOf(5), 7],
  ["finite", z.number().finite(), Infinity],
  ["refine", z.string().refine(() => false), "x"],
];

describe("zod's own messages, in the client's language", () => {
  const forms = translationFiles().hi.forms;

  it.each(ZODS_OWN)("%s: the template is zod's English word for word, and has Hindi", (_name, schema, value) => {
    const issue = issueOf(schema, value);
    const [template, params] = zodTemplate(issue);
    expect(interpolate(template, params)).toBe(issue.message);
    expect(Object.hasOwn(forms, template), template).toBe(true);
    expect(issueMessage(issue, "hi")).toBe(interpolate(forms[template], params));
    expect(issueMessage(issue, "en")).toBe(issue.message);
  });

  it("says Hindi for zod's own messages, English words only where they are the request's own values", () => {
    expect(issueMessage(issueOf(z.object({ a: z.string() }), {}), "hi")).toBe("यह ज़रूरी है");
    expect(issueMessage(issueOf(z.string().min(3), "x"), "hi")).toBe("कम से कम 3 अक्षर होने चाहिए");
    expect(issueMessage(issueOf(z.enum(["ASC", "DESC"]), "UP"), "hi")).toBe("मान सही नहीं है। इनमें से कोई एक होना चाहिए: 'ASC' | 'DESC', पर 'UP' मिला");
  });

  it("translates a rule's own message by its text", () => {
    expect(issueMessage(issueOf(pincodeField, ""), "hi")).toBe(forms["Please enter pincode"]);
    expect(issueMessage(issueOf(pincodeField, "12"), "en")).toBe("Pincode should be 6 digits");
  });

  it("gives a message zod words in a way not listed the general one, never English, to a Hindi client", () => {
    const issue = issueOf(z.date().min(new Date("2025-01-01")), new Date("2024-01-01"));
    expect(issueMessage(issue, "hi")).toBe(forms["Invalid input"]);
  });
});

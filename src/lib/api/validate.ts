import type { z } from "zod";
import { ApiError, type FieldIssue } from "./errors";

/** The value checked against a schema, or 422 validation_failed naming each bad field. */
export function validated<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldIssue[] = result.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code }));
  throw new ApiError("validation_failed", fields);
}

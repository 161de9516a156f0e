import { z } from "zod";
import { locales } from "@/i18n/config";

export const contactTopics = ["sales", "waitlist", "group-call", "support", "privacy", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];
export const headCounts = ["1-4", "5-24", "25-49", "50-99", "100+"] as const;

/**
 * The contact form, checked the same way in the browser and on the server. `website` is a field
 * people never see (a honeypot): a value there means a bot filled the form.
 */
export const contactInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: z.email().trim().toLowerCase().max(254),
  company: z
    .string()
    .trim()
    .max(160)
    .optional()
    .transform((value) => value || undefined),
  headCount: z.enum(headCounts).optional(),
  topic: z.enum(contactTopics),
  message: z.string().trim().min(10).max(5000),
  locale: z.enum(locales),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactMessage = z.output<typeof contactInput>;

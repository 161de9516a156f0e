import { z } from "zod";
import { locales } from "@/i18n/config";

export const profileInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  locale: z.enum(locales),
});
export type ProfileInput = z.infer<typeof profileInput>;

import { z } from "zod";
import { locales } from "@/i18n/config";
import { sidebarStates, themes } from "./cookies";

export const preferencesInput = z
  .strictObject({
    locale: z.enum(locales).optional(),
    theme: z.enum(themes).optional(),
    sidebarState: z.enum(sidebarStates).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "empty" });

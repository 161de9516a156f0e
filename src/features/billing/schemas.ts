import { z } from "zod";

/** What the subscription page sends to start a checkout: the plan, and the seats an organization buys. */
export const checkoutInput = z
  .object({
    plan: z.enum(["individual-yearly", "company-seats"]),
    /** Seats, for the company plan only. */
    seats: z.number().int().min(1).max(10000).optional(),
  })
  .strict()
  .refine((input) => (input.plan === "company-seats") === (input.seats !== undefined), {
    path: ["seats"],
    message: "seats go with the company plan, and only with it",
  });

/** Whose billing the portal opens: the person's own, or their organization's (owners and admins). */
export const portalInput = z.object({ payer: z.enum(["individual", "organization"]) }).strict();

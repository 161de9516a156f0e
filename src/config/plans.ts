import { z } from "zod";
import { env, type Env } from "@/env";
import type { Locale } from "@/i18n/config";

/*
 * What we sell, as products with a name, badge, recommended, description,
 * features and plans; each plan with a name, price, stripePriceId, label and href. The text is
 * here in the three languages (checked below) so that pricing, checkout and the home page read
 * one source. Price ids come from the environment: without them the plan is shown, not sold.
 */

const text = z.object({ fr: z.string().min(1), en: z.string().min(1), es: z.string().min(1) });

const planSchema = z.object({
  id: z.enum(["individual-yearly", "company-seats"]),
  name: text,
  /** null: "contact us" (the price is agreed with sales). */
  price: z
    .object({
      amount: z.number().int().positive(),
      currency: z.literal("CAD"),
      interval: z.literal("year"),
      per: z.enum(["person", "seat"]),
    })
    .nullable(),
  stripePriceId: z
    .string()
    .regex(/^price_\w+$/)
    .nullable(),
  label: text,
  href: z.string().startsWith("/"),
});

const productSchema = z.object({
  id: z.enum(["individual", "company"]),
  name: text,
  badge: text.nullable(),
  recommended: z.boolean(),
  description: text,
  features: z.array(text).min(1),
  plans: z.array(planSchema).min(1),
});

export const pricingSchema = z.array(productSchema).length(2);
export type Product = z.infer<typeof productSchema>;
export type Plan = z.infer<typeof planSchema>;
export type PlanId = Plan["id"];

export function pricingFrom(source: Pick<Env, "STRIPE_PRICE_INDIVIDUAL" | "STRIPE_PRICE_COMPANY_SEAT">): Product[] {
  return pricingSchema.parse([
    {
      id: "individual",
      name: { fr: "Individuel", en: "Individual", es: "Individual" },
      badge: null,
      recommended: false,
      description: {
        fr: "Pour apprendre le français ou l'anglais à votre rythme, payé par vous.",
        en: "Learn French or English at your own pace, paid by you.",
        es: "Para aprender francés o inglés a su ritmo, pagado por usted.",
      },
      features: [
        {
          fr: "Toutes les leçons et les révisions espacées",
          en: "Every lesson and spaced review",
          es: "Todas las lecciones y los repasos espaciados",
        },
        {
          fr: "Madame, la tutrice de conversation",
          en: "Madame, the conversation tutor",
          es: "Madame, la tutora de conversación",
        },
        { fr: "Le coach de prononciation", en: "The pronunciation coach", es: "El entrenador de pronunciación" },
        {
          fr: "Vos données exportables en tout temps",
          en: "Your data, exportable at any time",
          es: "Sus datos, exportables en cualquier momento",
        },
      ],
      plans: [
        {
          id: "individual-yearly",
          name: { fr: "Annuel", en: "Yearly", es: "Anual" },
          price: { amount: 750, currency: "CAD", interval: "year", per: "person" },
          stripePriceId: source.STRIPE_PRICE_INDIVIDUAL ?? null,
          label: { fr: "S'abonner", en: "Subscribe", es: "Suscribirse" },
          href: "/settings/subscription",
        },
      ],
    },
    {
      id: "company",
      name: { fr: "Entreprise", en: "Company", es: "Empresa" },
      badge: { fr: "Loi 96", en: "Bill 96", es: "Ley 96" },
      recommended: true,
      description: {
        fr: "Pour franciser vos équipes et le démontrer à l'OQLF, avec des places pour chaque employé.",
        en: "Bring your teams to French at work and show it to the OQLF, with a seat for each employee.",
        es: "Para que sus equipos trabajen en francés y demostrarlo ante la OQLF, con una plaza por empleado.",
      },
      features: [
        {
          fr: "Tout le forfait individuel, pour chaque place",
          en: "Everything in Individual, for every seat",
          es: "Todo el plan individual, para cada plaza",
        },
        {
          fr: "Invitations et import de la liste du personnel",
          en: "Invitations and staff list import",
          es: "Invitaciones e importación de la lista del personal",
        },
        {
          fr: "Progrès de l'équipe, en agrégats par défaut",
          en: "Team progress, as aggregates by default",
          es: "Progreso del equipo, en agregados por defecto",
        },
        {
          fr: "Cockpit de francisation et rapport annuel",
          en: "Francization cockpit and yearly report",
          es: "Panel de francización e informe anual",
        },
      ],
      plans: [
        {
          id: "company-seats",
          name: { fr: "Par place, annuel", en: "Per seat, yearly", es: "Por plaza, anual" },
          price: null,
          stripePriceId: source.STRIPE_PRICE_COMPANY_SEAT ?? null,
          label: { fr: "Nous joindre", en: "Contact us", es: "Contáctenos" },
          href: "/contact?topic=sales",
        },
      ],
    },
  ]);
}

let cached: Product[] | undefined;

export function pricing(): Product[] {
  cached ??= pricingFrom(env());
  return cached;
}

export function findPlan(id: PlanId): Plan {
  const plan = pricing()
    .flatMap((product) => product.plans)
    .find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`plan ${id} is not in the pricing configuration`);
  return plan;
}

const MONEY_LOCALES: Record<Locale, string> = { fr: "fr-CA", en: "en-CA", es: "es-CA" };

/** 750 $ in French, $750 in English (Canadian conventions), 750 CAD in Spanish. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(MONEY_LOCALES[locale], {
    style: "currency",
    currency,
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}

import { describe, expect, it } from "vitest";
import { formatPrice, pricingFrom, pricingSchema } from "./plans";

describe("pricing configuration", () => {
  it("has the shape the pricing section reads, and its plans: individual 750 $ a year, company on request", () => {
    const [individual, company] = pricingFrom({
      STRIPE_PRICE_INDIVIDUAL: "price_ind",
      STRIPE_PRICE_COMPANY_SEAT: undefined,
    });
    expect(Object.keys(individual!).sort()).toEqual([
      "badge",
      "description",
      "features",
      "id",
      "name",
      "plans",
      "recommended",
    ]);
    expect(Object.keys(individual!.plans[0]!).sort()).toEqual([
      "href",
      "id",
      "label",
      "name",
      "price",
      "stripePriceId",
    ]);
    expect(individual!.plans[0]).toMatchObject({
      price: { amount: 750, currency: "CAD", interval: "year" },
      stripePriceId: "price_ind",
    });
    expect(company!.plans[0]).toMatchObject({ price: null, stripePriceId: null, href: "/contact?topic=sales" });
  });

  it("refuses a product missing a language or a malformed price id", () => {
    const products = pricingFrom({ STRIPE_PRICE_INDIVIDUAL: undefined, STRIPE_PRICE_COMPANY_SEAT: undefined });
    const missingSpanish = structuredClone(products);
    delete (missingSpanish[0]!.name as Partial<Record<string, string>>).es;
    expect(pricingSchema.safeParse(missingSpanish).success).toBe(false);
    expect(() => pricingFrom({ STRIPE_PRICE_INDIVIDUAL: "prod_123", STRIPE_PRICE_COMPANY_SEAT: undefined })).toThrow();
  });

  it("writes prices the reader's way", () => {
    expect(formatPrice(750, "CAD", "fr")).toBe("750\u00a0$");
    expect(formatPrice(750, "CAD", "en")).toBe("$750");
    expect(formatPrice(750, "CAD", "es")).toBe("750\u00a0CAD");
    expect(formatPrice(12.5, "CAD", "en")).toBe("$12.50");
  });
});

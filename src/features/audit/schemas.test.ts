import { describe, expect, it } from "vitest";
import { parseAuditFilters } from "./schemas";

const parse = (query: string) => parseAuditFilters(new URLSearchParams(query));

describe("the audit trail's filters", () => {
  it("reads the person, the act and the days, ignoring empty ones", () => {
    expect(parse("person=%20Julie%20&act=member.removed&from=2026-01-01&to=2026-01-31&extra=1")).toEqual({
      ok: true,
      filters: { person: "Julie", act: "member.removed", from: "2026-01-01", to: "2026-01-31" },
    });
    expect(parse("person=&act=")).toEqual({ ok: true, filters: {} });
  });

  it("refuses an unknown act, a day that does not exist, and a range that ends before it starts", () => {
    expect(parse("act=member.hacked")).toEqual({ ok: false, code: "audit_act_invalid" });
    expect(parse("from=2026-02-30")).toEqual({ ok: false, code: "audit_date_invalid" });
    expect(parse("to=yesterday")).toEqual({ ok: false, code: "audit_date_invalid" });
    expect(parse("from=2026-03-02&to=2026-03-01")).toEqual({ ok: false, code: "audit_range_invalid" });
  });
});

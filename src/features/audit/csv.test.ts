import { describe, expect, it } from "vitest";
import { auditCsv } from "./csv";

describe("the audit trail as CSV", () => {
  it("writes one row per entry: the act in words and as its code, the change as stored and in words, formulas made inert", async () => {
    const csv = await auditCsv(
      [
        {
          id: "1",
          act: "member.role_changed",
          actorName: '=HYPERLINK("x")',
          subjectName: "Carlos Mendoza",
          before: { role: "member" },
          after: { role: "admin" },
          occurredAt: new Date("2026-03-01T15:00:00Z"),
        },
      ],
      "en",
    );
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      '"Date (UTC)","By","Act","Code","Person concerned","Before","After","Before → after (text)"',
      '"2026-03-01T15:00:00.000Z","\'=HYPERLINK(""x"")","Role changed","member.role_changed","Carlos Mendoza","role: member","role: admin","Role: Member → Administrator"',
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { actKey, describeChange, describeFields } from "./change";

describe("an entry's change in words", () => {
  it("pairs each field's value before and after", () => {
    expect(describeChange({ role: "member" }, { role: "admin" })).toBe("role: member → admin");
    expect(describeChange({ department: null }, { department: "Production" })).toBe("department: — → Production");
  });

  it("shows a side alone when the other has nothing, and nothing when both are empty", () => {
    expect(describeChange(null, { kind: "department", name: "Ventes" })).toBe("kind: department; name: Ventes");
    expect(describeChange({ role: "member" }, null)).toBe("role: member");
    expect(describeChange(null, null)).toBe("");
    expect(describeFields({ hours: 3, tags: ["a"] })).toBe('hours: 3; tags: ["a"]');
  });

  it("names each act's message without dots", () => {
    expect(actKey("member.role_changed")).toBe("member_role_changed");
  });
});

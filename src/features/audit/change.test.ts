import { describe, expect, it } from "vitest";
import { AUDIT_ACT_FIELDS, AUDIT_ACTS } from "@/config/audit";
import { locales } from "@/i18n/config";
import { actKey, CODED_VALUES, describeChange, describeFields } from "./change";
import { auditLabels } from "./labels";

describe("an entry's change as stored", () => {
  it("lists each field with its stored value", () => {
    expect(describeFields({ role: "member", department: null })).toBe("role: member; department: —");
    expect(describeFields({ hours: 3, tags: ["a"] })).toBe('hours: 3; tags: ["a"]');
    expect(describeFields(null)).toBe("");
  });

  it("names each act's message without dots", () => {
    expect(actKey("member.role_changed")).toBe("member_role_changed");
  });
});

describe("an entry's change in the reader's language", () => {
  it("pairs each field's label with its value before and after, coded values named", async () => {
    const fr = await auditLabels("fr");
    expect(describeChange({ role: "member" }, { role: "admin" }, fr)).toBe("Rôle : Membre → Administrateur");
    expect(describeChange({ department: null }, { department: "Production" }, fr)).toBe("Service : — → Production");
    const en = await auditLabels("en");
    expect(describeChange({ role: "member" }, { role: "admin" }, en)).toBe("Role: Member → Administrator");
    expect(describeChange({ cancelAtPeriodEnd: false }, { cancelAtPeriodEnd: true }, en)).toBe(
      "Cancelled at the end of the period: No → Yes",
    );
    const es = await auditLabels("es");
    expect(describeChange({ status: "trialing" }, { status: "active" }, es)).toBe(
      "Estado de la suscripción: Prueba → Activa",
    );
  });

  it("shows a side alone when the other has nothing, and nothing when both are empty", async () => {
    const fr = await auditLabels("fr");
    expect(describeChange(null, { kind: "department", name: "Ventes" }, fr)).toBe("Type : Service; Nom : Ventes");
    expect(describeChange({ role: "member" }, null, fr)).toBe("Rôle : Membre");
    expect(describeChange(null, null, fr)).toBe("");
  });

  it("names an exported act filter, and keeps free text, numbers and unknown codes as they are", async () => {
    const en = await auditLabels("en");
    expect(describeChange(null, { export: "auditTrail", rows: 2, act: "member.role_changed" }, en)).toBe(
      "Export: Audit trail; Rows: 2; Act filter: Role changed",
    );
    expect(describeChange(null, { language: "anglais", kind: "somethingNew" }, en)).toBe(
      "Language required: anglais; Type: somethingNew",
    );
  });

  // An act that starts keeping a field must give it a label, or the trail would show its stored name.
  it.each(locales)("in %s, every field of every act has a label, and every coded value a name", async (locale) => {
    const labels = await auditLabels(locale);
    const unlabelled = AUDIT_ACTS.flatMap((act) =>
      AUDIT_ACT_FIELDS[act].filter((field) => !labels.fields[field]?.trim()).map((field) => `${act}: ${field}`),
    );
    expect(unlabelled).toEqual([]);
    const unnamed = Object.entries(CODED_VALUES).flatMap(([field, codes]) =>
      codes.filter((code) => !labels.values[field]?.[code]?.trim()).map((code) => `${field}.${code}`),
    );
    expect(unnamed).toEqual([]);
    expect(labels.yes && labels.no).toBeTruthy();
  });
});

import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { addStaff } from "@/features/team/testing/staff";
import { ApiError } from "@/lib/api/errors";
import { francizationDateFields } from "./dates";
import {
  addOtherLanguagePosition,
  updateOtherLanguagePosition,
  deleteOtherLanguagePosition,
  listOtherLanguagePositions,
} from "./language-positions";
import { francizationOverview } from "./overview";
import { getFrancizationProfile, saveFrancizationProfile } from "./profile";
import { renderReportPdf } from "./report/report-pdf";
import { francizationProfileInput } from "./schemas";
import { addTrainingEntry, deleteTrainingEntry, trainingLedger } from "./training";
import { reportCsv, yearlyReport } from "./yearly-report";

const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, timeZone: "America/Toronto", actorId: a.admin.id };
const B = { organizationId: b.organization.id, timeZone: "America/Toronto", actorId: b.admin.id };
const now = new Date("2026-11-20T15:00:00Z");
const emptyProfile = francizationProfileInput.parse({
  legalName: null,
  enterpriseNumber: null,
  establishmentsInQuebec: null,
  headCount: null,
  ...Object.fromEntries(francizationDateFields.map((field) => [field, null])),
});

describe("the organization's profile and its obligations", () => {
  it("is empty until entered, then drives the size band and the due dates, for its own organization only", async () => {
    expect((await francizationOverview(bed.db, A, { now })).band).toBeNull();
    await saveFrancizationProfile(bed.db, A, {
      ...emptyProfile,
      legalName: "Fromagerie Tremblay inc.",
      enterpriseNumber: "1234567890",
      headCount: 32,
      establishmentsInQuebec: 2,
      thresholdReachedOn: "2025-09-15",
    });
    const overview = await francizationOverview(bed.db, A, { now });
    expect(overview.band).toBe("25to49");
    const registration = overview.obligations.find((obligation) => obligation.id === "registration")!;
    expect(registration.section).toMatch(/139/);
    expect(registration.dueOn).not.toBeNull();
    expect(overview.obligations.find((obligation) => obligation.id === "committee")!.status).toBe("notApplicable");
    expect((await getFrancizationProfile(bed.db, B)).headCount).toBeNull();
  });

  it("refuses an impossible date and a malformed enterprise number", () => {
    expect(francizationProfileInput.safeParse({ ...emptyProfile, registeredOn: "2026-02-30" }).success).toBe(false);
    expect(francizationProfileInput.safeParse({ ...emptyProfile, enterpriseNumber: "12345" }).success).toBe(false);
  });
});

describe("the training ledger", () => {
  it("adds app time and entered classes by month, person-hours and paid hours, and keeps each organization's to itself", async () => {
    await addStaff(bed.db, { ...A, count: 2, lessons: [{ at: new Date("2026-03-10T15:00:00Z"), seconds: 1800 }] });
    await addTrainingEntry(
      bed.db,
      { ...A, userId: a.admin.id },
      {
        kind: "francisationQuebec",
        provider: "Francisation Québec",
        heldOn: "2026-03-12",
        hours: 3,
        participants: 4,
        paidTime: true,
        note: null,
      },
    );
    const { id: unpaid } = await addTrainingEntry(
      bed.db,
      { ...A, userId: a.admin.id },
      {
        kind: "class",
        provider: "Cégep du Vieux-Montréal",
        heldOn: "2026-05-02",
        hours: 2.5,
        participants: 2,
        paidTime: false,
        note: "Cours du samedi",
      },
    );
    const ledger = await trainingLedger(bed.db, A, 2026);
    expect(ledger).toMatchObject({ appHours: 1, enteredHours: 17, paidHours: 12 });
    expect(ledger.months[2]).toEqual({ month: 3, appHours: 1, enteredHours: 12 });
    expect((await trainingLedger(bed.db, A, 2025)).entries).toHaveLength(0);
    expect((await trainingLedger(bed.db, B, 2026)).entries).toHaveLength(0);
    await expect(deleteTrainingEntry(bed.db, B, { id: unpaid })).rejects.toMatchObject({ code: "not_found" });
    await deleteTrainingEntry(bed.db, A, { id: unpaid });
    expect((await trainingLedger(bed.db, A, 2026)).entries).toHaveLength(1);
  });
});

describe("positions requiring another language (s.46)", () => {
  it("keeps each justification dated and signed, inside one organization", async () => {
    const position = {
      title: "Représentant aux ventes, Ontario",
      language: "anglais",
      needsAnalysis: "Appels quotidiens avec les clients de l'Ontario.",
      whyStaffInsufficient: "Les deux employés bilingues sont à la production.",
      decidedOn: "2026-04-01",
      signedBy: "Julie Tremblay",
    };
    const { id } = await addOtherLanguagePosition(bed.db, A, position);
    expect(await listOtherLanguagePositions(bed.db, A)).toEqual([expect.objectContaining({ id, ...position })]);
    expect(await listOtherLanguagePositions(bed.db, B)).toEqual([]);
    await expect(deleteOtherLanguagePosition(bed.db, B, { id })).rejects.toBeInstanceOf(ApiError);
  });

  it("corrects a justification inside its organization only", async () => {
    const position = {
      title: "Technicienne de soutien, clients américains",
      language: "anglais",
      needsAnalysis: "Appels avec les clients des États-Unis.",
      whyStaffInsufficient: "Une seule employée bilingue au soutien.",
      decidedOn: "2026-05-04",
      signedBy: "Julie Tremblay",
    };
    const { id } = await addOtherLanguagePosition(bed.db, A, position);
    const corrected = {
      ...position,
      needsAnalysis: "Trois appels par jour avec les clients des États-Unis.",
      decidedOn: "2026-06-01",
    };
    await expect(updateOtherLanguagePosition(bed.db, B, { id, ...corrected })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await listOtherLanguagePositions(bed.db, A)).toContainEqual(expect.objectContaining({ id, ...position }));
    await updateOtherLanguagePosition(bed.db, A, { id, ...corrected });
    expect(await listOtherLanguagePositions(bed.db, A)).toContainEqual(expect.objectContaining({ id, ...corrected }));
  });
});

describe("the yearly francization report", () => {
  it("is a French PDF with the organization's own figures, and nothing of another's", async () => {
    await saveFrancizationProfile(bed.db, B, { ...emptyProfile, legalName: "Transports Gagnon ltée", headCount: 12 });
    const { year, document } = await yearlyReport(
      bed.db,
      { ...A, organizationName: a.organization.name },
      { year: "2026", now },
    );
    expect(year).toBe(2026);
    const pdf = await renderReportPdf(document);
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Rapport annuel de francisation");
    expect(flat).toContain("Fromagerie Tremblay inc.");
    expect(flat).toContain("Inscription à l'Office québécois de la langue française");
    expect(flat).toContain("Charte, art. 139");
    // The ledger's Francisation Québec session of March: 3 hours for 4 people.
    expect(flat).toContain("Francisation Québec");
    expect(flat).toMatch(/12 h|12,0 h|12 heures/);
    expect(flat).toContain("pas un avis juridique");
    expect(flat).not.toContain("Transports Gagnon");
  });

  it("as CSV, keeps a formula typed into an entry inert", async () => {
    await addTrainingEntry(
      bed.db,
      { ...A, userId: a.admin.id },
      {
        kind: "other",
        provider: '=HYPERLINK("https://exemple.test","Cliquez")',
        heldOn: "2026-06-01",
        hours: 1,
        participants: 1,
        paidTime: false,
        note: null,
      },
    );
    const csv = reportCsv(
      (await yearlyReport(bed.db, { ...A, organizationName: a.organization.name }, { year: "2026", now })).document,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""https://exemple.test"",""Cliquez"")"`);
    expect(csv).not.toMatch(/(^|,)"=HYPERLINK/m);
  });
});

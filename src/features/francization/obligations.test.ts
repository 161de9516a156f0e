import { describe, expect, it } from "vitest";
import type { FrancizationDates } from "./dates";
import { addMonths, OBLIGATION_IDS, obligations, sizeBand, type Obligation, type ObligationId } from "./obligations";

const TODAY = "2026-11-24";

function run(headCount: number, dates: FrancizationDates = {}, today = TODAY): Record<ObligationId, Obligation> {
  const list = obligations({ headCount, dates }, today);
  return Object.fromEntries(list.map((obligation) => [obligation.id, obligation])) as Record<ObligationId, Obligation>;
}

const applicable = (headCount: number, today = TODAY) =>
  obligations({ headCount, dates: {} }, today)
    .filter((obligation) => obligation.status !== "notApplicable")
    .map((obligation) => obligation.id);

describe("sizeBand", () => {
  it.each([
    [0, "under5"],
    [4, "under5"],
    [5, "5to24"],
    [24, "5to24"],
    [25, "25to49"],
    [49, "25to49"],
    [50, "50to99"],
    [99, "50to99"],
    [100, "100plus"],
    [4000, "100plus"],
  ] as const)("puts %i people in %s", (headCount, band) => {
    expect(sizeBand(headCount)).toBe(band);
  });

  it("treats a head count that is not a number as the smallest band", () => {
    expect(sizeBand(Number.NaN)).toBe("under5");
    expect(sizeBand(-3)).toBe("under5");
  });
});

describe("addMonths", () => {
  it("keeps the day, or falls back to the last day of a shorter month", () => {
    expect(addMonths("2025-12-15", 3)).toBe("2026-03-15");
    expect(addMonths("2025-08-31", 6)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2024-02-29", 36)).toBe("2027-02-28");
  });
});

describe("which obligations apply at each size", () => {
  it("returns every obligation, in the same order, whatever the size", () => {
    for (const headCount of [0, 12, 30, 75, 250]) {
      expect(obligations({ headCount, dates: {} }, TODAY).map((obligation) => obligation.id)).toEqual([
        ...OBLIGATION_IDS,
      ]);
    }
  });

  it("gives nothing below 5 people", () => {
    expect(applicable(4)).toEqual([]);
    expect(run(4).registration).toEqual({
      id: "registration",
      status: "notApplicable",
      dueOn: null,
      section: "art. 139",
      basis: "sizeBand",
    });
  });

  it("gives 5–24 only the enterprise-register declaration", () => {
    expect(applicable(5)).toEqual(["registerDeclaration"]);
    expect(applicable(24)).toEqual(["registerDeclaration"]);
  });

  it("gives 25–99 the Office's process without a committee, and no register declaration since June 2025", () => {
    const process = ["registration", "analysis", "program", "progressReport"];
    for (const headCount of [25, 49, 50, 99]) expect(applicable(headCount)).toEqual(process);
  });

  it("adds the francization committee from 100 people", () => {
    expect(applicable(100)).toEqual(["registration", "analysis", "program", "committee", "progressReport"]);
  });

  it("still asked 25–49 for the register declaration, and not yet for registration, before June 2025", () => {
    expect(run(30, {}, "2025-05-31").registerDeclaration.status).toBe("due");
    expect(run(49, {}, "2025-05-31").registerDeclaration.status).toBe("due");
    expect(run(50, {}, "2025-05-31").registerDeclaration.status).toBe("notApplicable");
    expect(run(30, {}, "2025-06-01").registerDeclaration.status).toBe("notApplicable");
  });
});

describe("registration with the Office (s.139)", () => {
  it("is due six months after six months at 25 or more, month ends included", () => {
    const registration = run(60, { thresholdReachedOn: "2025-08-31" }, "2026-08-28").registration;
    expect(registration).toMatchObject({
      status: "due",
      dueOn: "2026-08-28",
      section: "art. 139",
      basis: "sixMonthsAfterThreshold",
    });
    expect(run(60, { thresholdReachedOn: "2025-08-31" }, "2026-08-29").registration.status).toBe("overdue");
    expect(
      run(60, { thresholdReachedOn: "2025-08-31", registeredOn: "2026-07-01" }, "2026-09-15").registration,
    ).toMatchObject({ status: "done", dueOn: "2026-08-28" });
  });

  it("counts the six months of a 25–49 enterprise from 1 June 2025 when it reached 25 before", () => {
    expect(run(30, { thresholdReachedOn: "2024-11-15" }, "2026-05-01").registration).toMatchObject({
      status: "due",
      dueOn: "2026-06-01",
      basis: "sixMonthsAfterJune2025",
    });
    expect(run(30, { thresholdReachedOn: "2024-11-15" }).registration.status).toBe("overdue");
    expect(run(30, { thresholdReachedOn: "2025-09-15" }).registration).toMatchObject({
      dueOn: "2026-09-15",
      basis: "sixMonthsAfterThreshold",
    });
  });

  it("does not defer an enterprise that now has 50 or more", () => {
    expect(run(60, { thresholdReachedOn: "2024-11-15" }).registration).toMatchObject({
      status: "overdue",
      dueOn: "2025-11-15",
      basis: "sixMonthsAfterThreshold",
    });
  });

  it("has no due date until the threshold date is entered", () => {
    expect(run(40).registration).toMatchObject({ status: "due", dueOn: null, basis: "thresholdDateMissing" });
    expect(run(40, { registeredOn: "2025-10-01" }).registration).toMatchObject({
      status: "done",
      dueOn: null,
      basis: "stepRecorded",
    });
  });

  it("ignores a malformed date instead of computing from it", () => {
    expect(run(40, { thresholdReachedOn: "2025-13-45x" }).registration).toMatchObject({
      dueOn: null,
      basis: "thresholdDateMissing",
    });
  });
});

describe("analysis of the linguistic situation (s.139)", () => {
  it("waits for the registration, then for the attestation d'inscription", () => {
    expect(run(40).analysis).toMatchObject({ status: "waiting", dueOn: null, basis: "afterRegistration" });
    expect(run(40, { registeredOn: "2026-10-01" }).analysis).toMatchObject({
      status: "waiting",
      dueOn: null,
      basis: "awaitingRegistrationCertificate",
    });
  });

  it("is due three months after the attestation, then overdue, then done", () => {
    const dates = { registeredOn: "2026-10-01", registrationCertificateOn: "2026-11-30" };
    expect(run(40, dates).analysis).toMatchObject({
      status: "due",
      dueOn: "2027-02-28",
      basis: "threeMonthsAfterRegistrationCertificate",
    });
    expect(run(40, dates, "2027-03-01").analysis.status).toBe("overdue");
    expect(run(40, { ...dates, analysisSubmittedOn: "2027-01-10" }, "2027-03-01").analysis.status).toBe("done");
  });
});

describe("francization program (s.140)", () => {
  it("waits for the analysis, then for the Office's decision", () => {
    expect(run(40).program).toMatchObject({ status: "waiting", basis: "afterAnalysis", section: "art. 140" });
    expect(run(40, { analysisSubmittedOn: "2026-09-01" }).program).toMatchObject({
      status: "waiting",
      dueOn: null,
      basis: "awaitingOfficeDecision",
    });
  });

  it("is due three months after the Office's notice", () => {
    expect(run(40, { programRequiredOn: "2026-08-31" }, "2026-11-30").program).toMatchObject({
      status: "due",
      dueOn: "2026-11-30",
      basis: "threeMonthsAfterNotice",
    });
    expect(run(40, { programRequiredOn: "2026-08-31" }, "2026-12-01").program.status).toBe("overdue");
    expect(
      run(40, { programRequiredOn: "2026-08-31", programAdoptedOn: "2026-11-01" }, "2026-12-01").program,
    ).toMatchObject({ status: "done", dueOn: "2026-11-30" });
  });

  it("is not needed once a francization certificate is issued, which also settles the earlier steps", () => {
    const steps = run(40, { francizationCertificateOn: "2026-02-01" });
    expect(steps.program).toMatchObject({ status: "done", dueOn: null, basis: "certificateIssued" });
    expect(steps.analysis.status).toBe("done");
    expect(steps.registration.status).toBe("done");
  });
});

describe("francization committee (s.136)", () => {
  it("is owed at 100 people with no delay of its own, and done once formed", () => {
    expect(run(100).committee).toMatchObject({
      status: "due",
      dueOn: null,
      section: "art. 136",
      basis: "noStatutoryDelay",
    });
    expect(run(100, { committeeFormedOn: "2026-03-01" }).committee.status).toBe("done");
    expect(run(99, { committeeFormedOn: "2026-03-01" }).committee.status).toBe("notApplicable");
  });
});

describe("reports to the Office (s.143, s.146)", () => {
  it("waits for a program or a certificate", () => {
    expect(run(40).progressReport).toMatchObject({
      status: "waiting",
      dueOn: null,
      basis: "afterProgramOrCertificate",
    });
  });

  it("comes every 12 months under a program, counted from the last report", () => {
    expect(run(40, { programAdoptedOn: "2025-11-24" }).progressReport).toMatchObject({
      status: "due",
      dueOn: "2026-11-24",
      section: "art. 143",
      basis: "twelveMonthsAfterProgram",
    });
    expect(run(40, { programAdoptedOn: "2025-02-28" }).progressReport.status).toBe("overdue");
    expect(
      run(40, { programAdoptedOn: "2025-02-28", lastProgressReportOn: "2026-03-10" }).progressReport,
    ).toMatchObject({ status: "due", dueOn: "2027-03-10", basis: "twelveMonthsAfterLastReport" });
  });

  it("comes every three years once certified", () => {
    expect(run(40, { francizationCertificateOn: "2024-02-29" }).progressReport).toMatchObject({
      status: "due",
      dueOn: "2027-02-28",
      section: "art. 146",
      basis: "threeYearsAfterCertificate",
    });
    expect(
      run(40, { francizationCertificateOn: "2022-03-01", lastProgressReportOn: "2023-05-01" }).progressReport,
    ).toMatchObject({ status: "overdue", dueOn: "2026-05-01", basis: "threeYearsAfterLastReport" });
  });
});

describe("enterprise-register declaration (P-44.1)", () => {
  it("is due with the annual update declaration, with no date we can compute", () => {
    expect(run(12).registerDeclaration).toMatchObject({
      status: "due",
      dueOn: null,
      section: "LPLE, art. 33",
      basis: "annualUpdateDeclaration",
    });
  });

  it("counts as done for 12 months after a declaration", () => {
    expect(run(12, { registerDeclarationOn: "2026-01-15" }).registerDeclaration).toMatchObject({
      status: "done",
      dueOn: null,
      basis: "declaredWithinTwelveMonths",
    });
    expect(run(12, { registerDeclarationOn: "2025-11-24" }).registerDeclaration.status).toBe("due");
  });
});

import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

describe("readingMinutes", () => {
  it("counts 200 words a minute, rounded up, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(Array(200).fill("mot").join(" "))).toBe(1);
    expect(readingMinutes(Array(201).fill("mot").join(" "))).toBe(2);
  });

  it("does not count markup or link targets as words", () => {
    const text = "## Titre\n\n- **un** [lien](https://www.legisquebec.gouv.qc.ca/fr/document/lc/C-11) | --- |";
    expect(readingMinutes(`${text}\n`.repeat(50))).toBe(1); // 3 words × 50
  });
});

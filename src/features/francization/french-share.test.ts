import { describe, expect, it } from "vitest";
import { FRENCH_ABLE_LEVEL, frenchAbility, frenchShare, type FrenchSharePerson } from "./french-share";

const person = (nativeLanguage: string | null, frenchLevel: FrenchSharePerson["frenchLevel"]): FrenchSharePerson => ({
  nativeLanguage,
  frenchLevel,
});

describe("frenchAbility", () => {
  it("counts French as a first language as able, whatever the course level", () => {
    expect(frenchAbility(person("fr", null))).toBe("able");
    expect(frenchAbility(person("fr", "A1"))).toBe("able");
    expect(frenchAbility(person("fr-CA", null))).toBe("able");
    expect(frenchAbility(person(" FR ", null))).toBe("able");
  });

  it("draws the line at B1 for everyone else", () => {
    expect(FRENCH_ABLE_LEVEL).toBe("B1");
    expect(frenchAbility(person("es", "A2"))).toBe("notAble");
    expect(frenchAbility(person("es", "B1"))).toBe("able");
    expect(frenchAbility(person("en", "C2"))).toBe("able");
    expect(frenchAbility(person(null, "A1"))).toBe("notAble");
  });

  it("does not guess when neither a French first language nor a level is known", () => {
    expect(frenchAbility(person("en", null))).toBe("unknown");
    expect(frenchAbility(person(null, null))).toBe("unknown");
    expect(frenchAbility(person("other", null))).toBe("unknown");
    expect(frenchAbility(person("french", null))).toBe("unknown");
  });
});

describe("frenchShare", () => {
  it("gives the share among known people and among everyone", () => {
    const staff = [
      person("fr", null),
      person("fr", null),
      person("ar", "B2"),
      person("vi", "A2"),
      person("tl", "A1"),
      person("en", null),
    ];
    expect(frenchShare(staff)).toEqual({ able: 3, notAble: 2, unknown: 1, total: 6, share: 2 / 5, shareOfAll: 2 / 6 });
  });

  it("has no share when nobody's ability is known, and none at all for nobody", () => {
    expect(frenchShare([person("en", null)])).toEqual({
      able: 0,
      notAble: 0,
      unknown: 1,
      total: 1,
      share: null,
      shareOfAll: 0,
    });
    expect(frenchShare([])).toEqual({ able: 0, notAble: 0, unknown: 0, total: 0, share: null, shareOfAll: null });
  });

  it("counts an entry with a count as that many people alike", () => {
    const counted = [
      { ...person("fr", null), count: 2 },
      { ...person("ar", "B2"), count: 1 },
      { ...person("vi", "A2"), count: 40 },
      { ...person("en", null), count: 7 },
    ];
    const listed = counted.flatMap(({ count, ...one }) => Array.from({ length: count }, () => one));
    expect(frenchShare(counted)).toEqual(frenchShare(listed));
    expect(frenchShare(counted)).toMatchObject({ able: 3, notAble: 40, unknown: 7, total: 50 });
  });
});

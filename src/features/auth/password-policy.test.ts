import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

const who = { email: "julie.tremblay@fromagerie.test", name: "Julie Tremblay" };

describe("passwordProblem", () => {
  it("accepts a long, uncommon passphrase", () => {
    expect(passwordProblem("fromage bleu du lac 1975", who)).toBeNull();
    expect(passwordProblem("Xq7!vR2#pL", who)).toBeNull();
  });

  it("wants 8 to 128 characters, counted as characters", () => {
    expect(passwordProblem("Ab3$xyz", who)).toBe("too_short");
    expect(passwordProblem("é".repeat(8), who)).not.toBe("too_short");
    expect(passwordProblem("a".repeat(129), who)).toBe("too_long");
  });

  it("refuses leaked and common passwords, also with digits added at the end", () => {
    expect(passwordProblem("password", who)).toBe("too_common");
    expect(passwordProblem("12345678", who)).toBe("too_common");
    expect(passwordProblem("Motdepasse", who)).toBe("too_common");
    expect(passwordProblem("azertyuiop2024", who)).toBe("too_common");
  });

  it("refuses a password made of the person's name or address", () => {
    expect(passwordProblem("Julie-aime-le-fromage", who)).toBe("contains_identity");
    expect(passwordProblem("xJULIE.TREMBLAYx", who)).toBe("contains_identity");
  });
});

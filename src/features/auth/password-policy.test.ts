import { describe, expect, it } from "vitest";
import { demo } from "@/db/demo";
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

  it("refuses the demo accounts' published password for a real account", () => {
    expect(passwordProblem(demo.password, who)).toBe("too_common");
    expect(passwordProblem(demo.password.toUpperCase(), who)).toBe("too_common");
  });

  it("refuses a password built on the product's name, however it is written", () => {
    expect(passwordProblem("MadameAI-du-printemps-2026", who)).toBe("contains_app_name");
    expect(passwordProblem("m4dame.A1 est super", who)).toBe("contains_app_name");
    expect(passwordProblem("Madame Tremblé du verger", who)).toBeNull();
  });

  it("refuses what a guessing run finds quickly, though it is in no list", () => {
    expect(passwordProblem("aaaaaaaa", who)).toBe("too_weak");
    expect(passwordProblem("abcd1234abcd", who)).toBe("too_weak");
    expect(passwordProblem("qwertzuiop", who)).toBe("too_weak");
  });

  it("answers quickly even for the longest password", () => {
    const started = performance.now();
    passwordProblem("Ab1!".repeat(32), who);
    passwordProblem("x".repeat(128), who);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, newVerificationCode, normalizeVerificationCode } from "./code";

describe("verification codes", () => {
  it("are three groups of five unambiguous characters, at least 60 bits", () => {
    const code = newVerificationCode();
    expect(code).toMatch(
      /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/,
    );
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(15 * Math.log2(CODE_ALPHABET.length)).toBeGreaterThanOrEqual(60);
  });

  it("do not repeat and use the whole alphabet", () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join("").replace(/-/g, ""));
    expect(seen.size).toBe(CODE_ALPHABET.length);
  });

  it("are read back however they were typed", () => {
    expect(normalizeVerificationCode(" abcde fghjk-mnpqr ")).toBe("ABCDE-FGHJK-MNPQR");
    expect(normalizeVerificationCode("ABCDEFGHJKMNPQR")).toBe("ABCDE-FGHJK-MNPQR");
    expect(normalizeVerificationCode("ABCDE-FGHJK-MNPQ0")).toBeNull();
    expect(normalizeVerificationCode("ABCDE-FGHJK")).toBeNull();
    expect(normalizeVerificationCode("x".repeat(500))).toBeNull();
  });
});

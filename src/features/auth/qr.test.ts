import { describe, expect, it } from "vitest";
import { qrCode } from "./qr";

describe("QR codes for authenticator apps", () => {
  it("draws a square grid with a quiet zone and the three finder patterns", () => {
    const { size, path } = qrCode(
      "otpauth://totp/MadameAI:julie%40fromagerie-tremblay.test?secret=JBSWY3DPEHPK3PXP&issuer=MadameAI&digits=6&period=30",
    );
    const dark = new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
    expect((size - 8 - 17) % 4).toBe(0); // version v is 17 + 4v modules, plus 4 of quiet zone on each side
    // Nothing dark in the quiet zone.
    for (let i = 0; i < size; i++)
      for (const edge of [0, 3, size - 1]) expect(dark.has(`${i},${edge}`) || dark.has(`${edge},${i}`)).toBe(false);
    // Finder patterns: a 7×7 dark ring at three corners (checked along their top rows).
    for (const [x0, y0] of [
      [4, 4],
      [size - 11, 4],
      [4, size - 11],
    ] as const) {
      for (let i = 0; i < 7; i++) expect(dark.has(`${x0 + i},${y0}`)).toBe(true);
      expect(dark.has(`${x0 + 1},${y0 + 1}`)).toBe(false);
      expect(dark.has(`${x0 + 3},${y0 + 3}`)).toBe(true);
    }
  });
});

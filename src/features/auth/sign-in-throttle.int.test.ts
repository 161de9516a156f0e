import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { countFailure, signInAccountBackoff } from "@/lib/rate-limit";
import { countSignInFailure, knownBrowserToken, signInWait, clearSignInFailures } from "./sign-in-throttle";

const bed = testBed({ tenants: false, env: { TRUSTED_PROXIES: "1" } });

const stranger = (address = "198.51.100.7") => new Headers({ "x-forwarded-for": address });
const knownBrowser = (email: string, token = knownBrowserToken(email)) =>
  new Headers({ cookie: `theme=dark; madameai.known_browser=${token}`, "x-forwarded-for": "203.0.113.9" });

async function failTimes(headers: Headers, email: string, times: number) {
  for (let i = 0; i < times; i++) await countSignInFailure(bed.db, headers, email);
}

describe("sign-in throttling", () => {
  it("lets 5 wrong passwords through, then makes the account wait 15 s, doubling up to 15 minutes", async () => {
    const email = "cible@example.test";
    await failTimes(stranger(), email, 4);
    expect(await signInWait(bed.db, stranger(), email)).toBe(0);
    await failTimes(stranger(), email, 1);
    expect(await signInWait(bed.db, stranger(), email)).toBe(15);
    // From any other address too: the wait is the account's.
    expect(await signInWait(bed.db, stranger("192.0.2.44"), email)).toBe(15);
    await failTimes(stranger(), email, 1);
    expect(await signInWait(bed.db, stranger(), email)).toBe(30);
    await failTimes(stranger(), email, 10);
    expect(await signInWait(bed.db, stranger(), email)).toBe(15 * 60);
    // Another account is not held.
    expect(await signInWait(bed.db, stranger("192.0.2.44"), "autre@example.test")).toBe(0);
  });

  it("holds about a hundred guesses a day per account, against tens of thousands before", async () => {
    let waited = 0;
    let guesses = 0;
    while (waited < 24 * 60 * 60) {
      guesses += 1;
      waited += await countFailure(bed.db, signInAccountBackoff, "cent@example.test");
    }
    expect(guesses).toBeLessThan(110);
  });

  it("does not hold the owner's own browser: a stranger's guesses cannot lock them out", async () => {
    const email = "proprio@example.test";
    await failTimes(stranger(), email, 12);
    expect(await signInWait(bed.db, stranger(), email)).toBeGreaterThan(0);
    expect(await signInWait(bed.db, knownBrowser(email), email)).toBe(0);
    // A browser known for another account, or a forged cookie, is a stranger.
    expect(await signInWait(bed.db, knownBrowser("autre@example.test"), email)).toBeGreaterThan(0);
    expect(await signInWait(bed.db, knownBrowser(email, "bm9uY2U.Zm9yZ2Vk"), email)).toBeGreaterThan(0);
    const tampered = knownBrowserToken(email).replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(await signInWait(bed.db, knownBrowser(email, tampered), email)).toBeGreaterThan(0);
  });

  it("holds a known browser by its own count, so a stolen cookie does not guess without limit", async () => {
    const email = "vole@example.test";
    const token = knownBrowserToken(email);
    await failTimes(knownBrowser(email, token), email, 5);
    expect(await signInWait(bed.db, knownBrowser(email, token), email)).toBe(15);
    // Its failures were its own: the account is not held elsewhere.
    expect(await signInWait(bed.db, stranger(), email)).toBe(0);
  });

  it("holds one address guessing many accounts after 50 wrong passwords, behind a trusted proxy only", async () => {
    const sprayer = stranger("198.51.100.200");
    for (let i = 0; i < 50; i++) await countSignInFailure(bed.db, sprayer, `personne${i}@example.test`);
    expect(await signInWait(bed.db, sprayer, "personne-suivante@example.test")).toBe(15);
    expect(await signInWait(bed.db, stranger("198.51.100.201"), "personne-suivante@example.test")).toBe(0);
  });

  it("forgets the account's failures after a sign-in that passed, not the address's", async () => {
    const email = "retour@example.test";
    await failTimes(stranger("198.51.100.99"), email, 6);
    await clearSignInFailures(bed.db, stranger("198.51.100.99"), email);
    expect(await signInWait(bed.db, stranger("198.51.100.99"), email)).toBe(0);
    await failTimes(stranger("198.51.100.99"), email, 4);
    expect(await signInWait(bed.db, stranger("198.51.100.99"), email)).toBe(0);
  });
});

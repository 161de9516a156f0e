import { describe, expect, it } from "vitest";
import { csrfTokenFor, isValidCsrfToken, newCsrfSecret } from "./csrf";

const appSecret = "a".repeat(40);

describe("CSRF tokens", () => {
  it("accepts the token made from the same secret", async () => {
    const secret = newCsrfSecret();
    expect(await isValidCsrfToken(await csrfTokenFor(secret, appSecret), secret, appSecret)).toBe(true);
  });

  it("refuses a token made for another browser, another app secret, or nothing", async () => {
    const secret = newCsrfSecret();
    const token = await csrfTokenFor(secret, appSecret);
    expect(await isValidCsrfToken(token, newCsrfSecret(), appSecret)).toBe(false);
    expect(await isValidCsrfToken(token, secret, "b".repeat(40))).toBe(false);
    expect(await isValidCsrfToken(null, secret, appSecret)).toBe(false);
    expect(await isValidCsrfToken(token, undefined, appSecret)).toBe(false);
    expect(await isValidCsrfToken(secret, secret, appSecret)).toBe(false);
  });

  it("makes a different secret each time", () => {
    expect(newCsrfSecret()).not.toBe(newCsrfSecret());
  });
});

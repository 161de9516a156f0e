import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { screenName } from "./client";
import { consentCookie, parseConsent } from "./consent";
import { redactAddress, redactPath } from "./redact";
import { ANALYTICS_SETTINGS, FIRST_PARTY_KEY, sdkOptions } from "./settings";

// The browser module, read as text: its constants are not exported.
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const source = (name: string, file: string) => readFileSync(path.join(packageDir(name), "lib/esm", file), "utf8");
const browserDir = packageDir("@amplitude/analytics-browser");
const fromBrowser = (name: string, file: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve(`${name}/package.json`, { paths: [browserDir] })), "lib/esm", file),
    "utf8",
  );

describe("the analytics SDK's settings (decision 023)", () => {
  it("are passed to the SDK: 1000 ms or 30 events, 5 tries, 30-minute sessions, 365-day cookie, no remote call", () => {
    const options = sdkOptions("https://madameai.ca");
    expect(options).toMatchObject({
      serverUrl: "https://madameai.ca/api/analytics",
      flushIntervalMillis: 1000,
      flushQueueSize: 30,
      flushMaxRetries: 5,
      sessionTimeout: 30 * 60 * 1000,
      cookieOptions: { expiration: 365, secure: true },
      fetchRemoteConfig: false,
      trackingOptions: { ipAddress: false },
    });
    expect(sdkOptions("http://127.0.0.1:3000").cookieOptions!.secure).toBe(false);
    expect(FIRST_PARTY_KEY).toHaveLength(10);
  });

  it("match what the SDK itself fixes: retry delay 1 s × attempt, offline cap 1000, autocapture limits 255/128/1024", () => {
    expect(source("@amplitude/analytics-core", "plugins/destination.js")).toMatch(/this\.retryTimeout = 1000;/);
    expect(source("@amplitude/analytics-core", "plugins/destination.js")).toMatch(
      /context\.timeout = context\.attempts \* _this\.retryTimeout;/,
    );
    expect(source("@amplitude/analytics-browser", "storage/local-storage.js")).toMatch(
      new RegExp(`MAX_ARRAY_LENGTH = ${ANALYTICS_SETTINGS.offlineQueueCap};`),
    );
    const autocapture = (file: string) => fromBrowser("@amplitude/plugin-autocapture-browser", file);
    expect(autocapture("data-extractor.js")).toContain(
      `output.substring(0, ${ANALYTICS_SETTINGS.autocapture.textLimit})`,
    );
    expect(autocapture("constants.js")).toContain(
      `MAX_ATTRIBUTE_LENGTH = ${ANALYTICS_SETTINGS.autocapture.attributeLimit};`,
    );
    expect(autocapture("hierarchy.js")).toContain(
      `MAX_HIERARCHY_LENGTH = ${ANALYTICS_SETTINGS.autocapture.hierarchyLimit};`,
    );
  });
});

describe("the visitor's choice", () => {
  it("is read only from a known value and written for a year", () => {
    expect(parseConsent("granted")).toBe("granted");
    expect(parseConsent("denied")).toBe("denied");
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(consentCookie("denied", true)).toBe(
      "madameai_consent=denied; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });
});

describe("screen names", () => {
  it("name the app's screens by route, without ids, and nothing outside the app", () => {
    expect(screenName("/dashboard")).toBe("dashboard");
    expect(screenName("/madameai/3f2b9c1e-8d7a-4b6c-9e5f-1a2b3c4d5e6f")).toBe("madameai/:id");
    expect(screenName("/lesson/fr-a1-u2-l3")).toBe("lesson/:id");
    expect(screenName("/settings/profile/email")).toBe("settings/profile/email");
    expect(screenName("/blog/fr/conseils-de-prononciation")).toBeNull();
    expect(screenName("/")).toBeNull();
  });
});

describe("addresses sent with events", () => {
  it("lose their query, their fragment and every secret-looking segment, and keep the words of our paths", () => {
    expect(redactPath("/auth/invitation/abc?x=1#y")).toBe("/auth/invitation/:token");
    expect(redactPath("/dashboard/course")).toBe("/dashboard/course");
    expect(redactPath("/blog/fr/comprendre-la-loi-96-et-la-francisation")).toBe(
      "/blog/fr/comprendre-la-loi-96-et-la-francisation",
    );
    expect(redactPath("/lesson/3f2b8c1e-9d4a-4b7e-8f21-0c6d5e4a3b2f")).toBe("/lesson/:token");
    expect(redactAddress("https://madameai.ca/auth/invitation/Zx9?next=/team")).toBe(
      "https://madameai.ca/auth/invitation/:token",
    );
    expect(redactAddress("Confirmer ?")).toBe("Confirmer ?");
    expect(redactAddress("/ 5 ? oui")).toBe("/ 5 ? oui");
  });
});

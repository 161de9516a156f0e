import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/config";
import { CSRF_COOKIE } from "@/lib/csrf";
import { WEB_FONTS_KEY } from "@/lib/web-fonts";
import { TONE_KEY } from "@/features/pronunciation/components/coach-summary";
import { LOCALE_COOKIE, SIDEBAR_COOKIE, THEME_COOKIE } from "@/features/preferences";
import { currentLegalText, findLegalText, legalVersions, readLegalTexts } from "./content";
import { legalDocuments } from "./content-schema";
import { CONSENT_COOKIE } from "@/features/analytics";
import { factNames, switchNames } from "./facts";

// The components legal-view.tsx gives the bodies; any other tag would fail at render time.
const knownComponents = ["PrivacyOfficer", "DataFlows", "OfficerEmail", "ContactEmail", "Fact", "When", "Anchor"];

function writeVersion(
  root: string,
  document: string,
  version: string,
  locales_: readonly string[],
  front: Record<string, string> = {},
) {
  const folder = path.join(root, document, version);
  mkdirSync(folder, { recursive: true });
  for (const locale of locales_) {
    const fields = {
      title: `Document ${version}`,
      description: "A description long enough for the schema, which asks for eighty characters or more of text.",
      version,
      effective: version,
      ...front,
    };
    writeFileSync(
      path.join(folder, `${locale}.mdx`),
      `---\n${Object.entries(fields)
        .map(([k, v]) => `${k}: "${v}"`)
        .join("\n")}\n---\n\nBody ${version} ${locale}\n`,
    );
  }
}

/** Reads the texts of a made-up content/legal folder (the loader reads from the working directory). */
function readFixture(build: (root: string) => void) {
  const cwd = mkdtempSync(path.join(tmpdir(), "legal-"));
  build(path.join(cwd, "content", "legal"));
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    return readLegalTexts();
  } finally {
    process.chdir(previous);
  }
}

describe("the legal documents in content/legal", () => {
  it("have at least one version each, every version in French, English and Spanish with the same dates", () => {
    for (const document of legalDocuments) {
      const byLocale = locales.map((locale) => legalVersions(document, locale));
      expect(byLocale[0]!.length, document).toBeGreaterThan(0);
      for (const versions of byLocale) {
        expect(versions.map(({ version, effective }) => ({ version, effective }))).toEqual(
          byLocale[0]!.map(({ version, effective }) => ({ version, effective })),
        );
      }
    }
  });

  it("make the newest version the one in force, each findable by its date; an unknown or malformed date finds nothing", () => {
    const inForce = { privacy: "2026-11-27", terms: "2026-11-26" } as const;
    for (const document of legalDocuments) {
      expect(currentLegalText(document, "fr")).toMatchObject({
        version: inForce[document],
        effective: inForce[document],
        locale: "fr",
        document,
      });
      expect(findLegalText(document, "2026-11-26", "es")?.locale).toBe("es");
      expect(findLegalText(document, "2020-01-01", "fr")).toBeNull();
      expect(findLegalText(document, "../terms", "fr")).toBeNull();
    }
    // The privacy policy of 27 November names every path the learner's voice may take.
    expect(currentLegalText("privacy", "fr")?.body).toContain("### Votre voix : qui l'entend, et qui parle");
  });

  it("compile as MDX, with no h1, no raw HTML and only the legal components, each fact and switch known", async () => {
    for (const text of readLegalTexts()) {
      const where = `${text.document}/${text.version}/${text.locale}`;
      await expect(evaluate(text.body, { ...runtime, remarkPlugins: [remarkGfm] }), where).resolves.toBeDefined();
      expect(text.body, where).not.toMatch(/^# /m);
      const tags = [...text.body.matchAll(/<\/?([A-Za-z][\w.]*)/g)].map((m) => m[1]!);
      expect(
        tags.filter((tag) => !knownComponents.includes(tag)),
        where,
      ).toEqual([]);
      for (const [, name] of text.body.matchAll(/<Fact name="([^"]*)"/g)) expect(factNames, where).toContain(name);
      for (const [, name] of text.body.matchAll(/<When (?:on|off)="([^"]*)"/g))
        expect(switchNames, where).toContain(name);
      const links = [...text.body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
      expect(
        links.filter((href) => !/^(https:\/\/|\/)/.test(href)),
        where,
      ).toEqual([]);
    }
  });

  it("name the privacy officer, the data-flow table, the rights and every cookie and browser-stored value the product sets, in every language", () => {
    for (const locale of locales) {
      const { body } = currentLegalText("privacy", locale);
      for (const piece of [
        '<Anchor id="cookies" />',
        "<PrivacyOfficer />",
        "<DataFlows />",
        "<OfficerEmail />",
        "/settings/privacy",
        "cai.gouv.qc.ca",
        '<Fact name="recordingDays" />',
        '<Fact name="analyticsDays" />',
      ])
        expect(body, `${locale}: ${piece}`).toContain(piece);
      for (const cookie of [
        LOCALE_COOKIE,
        THEME_COOKIE,
        SIDEBAR_COOKIE,
        CSRF_COOKIE,
        "madameai.session_token",
        "madameai_trial",
        CONSENT_COOKIE,
        "AMP_",
        WEB_FONTS_KEY,
        TONE_KEY,
      ])
        expect(body, `${locale}: ${cookie}`).toContain(`\`${cookie}`);
      expect(currentLegalText("terms", locale).body, locale).toContain("<ContactEmail />");
    }
  });
});

describe("reading versions", () => {
  it("puts the newest folder first and keeps the older ones", () => {
    const all = readFixture((dir) => {
      for (const document of legalDocuments) {
        writeVersion(dir, document, "2026-11-26", locales);
        writeVersion(dir, document, "2027-03-01", locales, { effective: "2027-04-01" });
      }
    });
    const texts = all.filter((text) => text.document === "privacy" && text.locale === "en");
    expect(texts.map((text) => [text.version, text.effective])).toEqual([
      ["2027-03-01", "2027-04-01"],
      ["2026-11-26", "2026-11-26"],
    ]);
  });

  it("refuses a version missing a language, a folder that is not a date or not its version, and an effective date before the version", () => {
    const withFolders = (build: (dir: string) => void) => () =>
      readFixture((dir) => {
        writeVersion(dir, "terms", "2026-11-26", locales);
        build(dir);
      });
    expect(withFolders((dir) => writeVersion(dir, "privacy", "2026-11-26", ["fr", "en"]))).toThrow(
      /es\.mdx is missing/,
    );
    expect(withFolders((dir) => writeVersion(dir, "privacy", "latest", locales, { version: "2026-11-26" }))).toThrow(
      /named YYYY-MM-DD/,
    );
    expect(withFolders((dir) => writeVersion(dir, "privacy", "2026-02-30", locales))).toThrow(/named YYYY-MM-DD/);
    expect(
      withFolders((dir) => writeVersion(dir, "privacy", "2026-11-27", locales, { version: "2026-11-26" })),
    ).toThrow(/does not match its folder/);
    expect(
      withFolders((dir) => writeVersion(dir, "privacy", "2026-11-26", locales, { effective: "2026-11-01" })),
    ).toThrow(/effective/);
    expect(withFolders((dir) => writeVersion(dir, "privacy", "2026-11-26", locales, { title: "" }))).toThrow(/title/);
    expect(withFolders(() => undefined)).toThrow(/privacy: missing/);
  });
});

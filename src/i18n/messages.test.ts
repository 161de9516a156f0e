import { errorKinds } from "@/features/tutor/model/calls";
import { AUDIT_ACT_FIELDS, AUDIT_ACTS } from "@/config/audit";
import { actKey, CODED_VALUES } from "@/features/audit/change";
import { listeningGenres } from "@/features/learning/content-schema";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { companionIds } from "@/config/links";
import { describe, expect, it } from "vitest";
import { passwordProblems } from "@/features/auth/password-rules";
import { apiErrorStatus } from "@/lib/api/errors";
import { locales, namespaces } from "./config";
import { roles } from "@/features/orgs/roles";
import { skills } from "@/features/learning/placement/content-schema";
import { badgeIds } from "@/features/rewards/badges";
import { canadianTimeZones } from "@/features/learners";
import { selfRatings } from "@/features/pronunciation/schemas";
import { soundFamilies } from "@/features/pronunciation/scoring/target";
import { francizationDateFields } from "@/features/francization/dates";
import { trainingKinds } from "@/features/francization/schemas";
import { peopleSorts } from "@/features/team/schemas";
import { OBLIGATION_BASES, OBLIGATION_IDS, OBLIGATION_STATUSES, SIZE_BANDS } from "@/features/francization/obligations";
import type { DeniedReason } from "@/features/billing/entitlements";
import { tagIds } from "@/features/marketing/content-schema";
import { contactTopics } from "@/features/contact/schemas";
import { EMAIL_GUIDE } from "@/features/learning/email/guide";

const root = path.resolve(__dirname, "../..");
const messagesDir = path.join(root, "messages");

function readMessages(locale: string): Record<string, unknown> {
  return Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(messagesDir, locale, `${ns}.json`), "utf8"))]),
  );
}

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const frKeys = leafKeys(readMessages("fr")).sort();

describe("message files", () => {
  it("has exactly one file per declared namespace in every language", () => {
    for (const locale of locales) {
      const files = readdirSync(path.join(messagesDir, locale)).map((file) => file.replace(/\.json$/, ""));
      expect(files.sort(), locale).toEqual([...namespaces].sort());
    }
  });

  it.each(locales.filter((l) => l !== "fr"))("%s has exactly the keys of French, the source language", (locale) => {
    const keys = leafKeys(readMessages(locale)).sort();
    expect(
      keys.filter((k) => !frKeys.includes(k)),
      "keys French does not have",
    ).toEqual([]);
    expect(
      frKeys.filter((k) => !keys.includes(k)),
      "keys missing in this language",
    ).toEqual([]);
  });

  it.each(locales)("%s has no empty message", (locale) => {
    const messages = readMessages(locale);
    const empty = leafKeys(messages).filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(empty).toEqual([]);
  });

  it("has no key that the code never uses", () => {
    // A key counts as used when its full path is a string literal in the code, or when one file
    // names a translator namespace (a prefix of the key, as a literal) and another file that
    // calls a translator has the rest of the key as a literal. Keys picked by a value at run
    // time are listed here with the code that picks them.
    const dynamicGroups: Record<string, readonly string[]> = {
      "errors.api": Object.keys(apiErrorStatus),
      "auth.signUpForm.passwordProblems": passwordProblems,
      "orgs.roles": roles,
      // features/audit/change.ts: each field an act keeps, each coded value.
      "audit.fields": [...new Set(Object.values(AUDIT_ACT_FIELDS).flat())],
      "audit.values": Object.entries(CODED_VALUES).flatMap(([field, codes]) => codes.map((code) => `${field}.${code}`)),
      "learning.placement.skills": skills,
      "learning.exercises.comprehension.genres": listeningGenres,
      "learning.notes.features": ["feminine", "masculine", "singular", "plural"],
      "learning.notes.persons": ["1s", "2s", "3s", "1p", "2p", "3p"],
      "onboarding.regions": canadianTimeZones.map(({ region }) => region),
      "tutor.session.state": ["idle", "connecting", "listening", "thinking", "speaking"],
      "tutor.session.correction.kind": errorKinds.filter((kind) => kind !== "none"),
      "practice.badges": badgeIds.flatMap((id) => [`${id}.name`, `${id}.description`]),
      "learning.trial.courses": ["fr", "en"].flatMap((course) => [`${course}.title`, `${course}.description`]),
      "learning.trial.points": ["noAccount", "minutes", "private"],
      "pronunciation.families": [...soundFamilies.fr, ...soundFamilies.en],
      "pronunciation.practice.speeds": ["slower", "normal", "faster"],
      "pronunciation.compare.ratings": [...selfRatings],
      "pronunciation.progress.status": ["mastered", "improving", "needs-work", "not-tried"],
      "pronunciation.summary.tones": ["encouraging", "neutral", "detailed", "brief"],
      "pronunciation.result.verdict": ["correct", "close", "wrong", "missing"],
      "audit.acts": AUDIT_ACTS.map(actKey),
      "cockpit.bands": SIZE_BANDS,
      "cockpit.obligations": OBLIGATION_IDS.flatMap((id) => [`${id}.title`, `${id}.explanation`]),
      "cockpit.status": OBLIGATION_STATUSES,
      "cockpit.basis": OBLIGATION_BASES,
      "team.import.errors": [
        "email_missing",
        "email_invalid",
        "email_duplicate",
        "already_member",
        "already_invited",
        "department_unknown",
        "position_unknown",
        "role_unknown",
        "role_not_allowed",
        "formula",
        "too_long",
      ],
      "team.import.fileErrors": [
        "file_empty",
        "file_too_large",
        "too_many_rows",
        "header_missing_email",
        "file_unreadable",
      ],
      "app.privacy.policy": ["aggregates", "named"],
      "app.privacy.sees": ["account", "placement", "aggregates", "named"],
      "app.privacy.never": ["answers", "conversations", "recordings", "memory", "individual"],
      "team.cockpit.section": ["charter", "register"],
      "team.nav": ["label", "people", "progress", "cockpit", "audit"],
      "team.cockpit.profile.dates": francizationDateFields,
      "team.cockpit.training.kinds": trainingKinds,
      "team.people.course": ["fr", "en"],
      "team.detail.course": ["fr", "en"],
      "team.detail.source": ["placement", "unit"],
      "team.import.columns": ["line", "email", "name", "role", "department", "position", "status"],
      "team.people.sort": peopleSorts,
      "team.units.departments": ["title", "none", "new"],
      "team.units.positions": ["title", "none", "new"],
      "public.blog.tags": tagIds,
      "public.contact.topics": contactTopics,
      "email.contactNotice.topics": contactTopics,
      "public.resources.kinds": ["guide", "report"],
      // features/learning/components/email-guide.tsx: each language's sections, from the guide's data.
      ...Object.fromEntries(
        (["fr", "en"] as const).map((language) => [
          `learning.emailGuide.${language}`,
          [
            "title",
            "lead",
            ...EMAIL_GUIDE[language].flatMap((section) => [`${section.id}.title`, `${section.id}.text`]),
          ],
        ]),
      ),
      "billing.denied.reasons": [
        "no_subscription",
        "payment_overdue",
        "unpaid",
        "canceled",
        "incomplete",
        "paused",
      ] satisfies DeniedReason[],
      "billing.status": ["active", "trialing", "ending", "grace", "grant", "denied"],
      "billing.dates": ["renews", "trial", "ends", "grace", "grantEnds"],
      "billing.returned": ["success", "pending", "canceled"],
      "billing.checkout.outcome": ["success", "canceled", "closed"],
      "shell.footer.companions": companionIds,
      // features/marketing/components/home-sections.tsx
      "public.home.law.points": ["registration", "rights", "program"],
      ...Object.fromEntries(
        ["companies", "individuals"].map((offer) => [
          `public.home.offer.${offer}`,
          ["title", "text", "cta", "points.one", "points.two", "points.three"],
        ]),
      ),
      "orgs.settings.policies": ["aggregates", "named"].flatMap((policy) =>
        ["title", "description", "learnerView"].map((part) => `${policy}.${part}`),
      ),
    };
    const files = sourceFiles(path.join(root, "src")).map((file) => readFileSync(file, "utf8"));
    const literalsOf = (text: string) =>
      new Set([...text.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n$])*)\1/g)].map((m) => m[2] ?? ""));
    const allLiterals = new Set(files.flatMap((text) => [...literalsOf(text)]));
    const translatorLiterals = new Set(
      files
        .filter((text) => /\b(useTranslations|getTranslations|createTranslator)\(/.test(text))
        .flatMap((text) => [...literalsOf(text)]),
    );

    const unused = frKeys.filter((key) => {
      if (allLiterals.has(key)) return false;
      const group = Object.entries(dynamicGroups).find(([prefix]) => key.startsWith(`${prefix}.`));
      if (group) return !group[1].includes(key.slice(group[0].length + 1));
      const parts = key.split(".");
      for (let i = 1; i < parts.length; i++) {
        const prefix = parts.slice(0, i).join(".");
        const rest = parts.slice(i).join(".");
        if (allLiterals.has(prefix) && translatorLiterals.has(rest)) return false;
      }
      return true;
    });
    expect(unused).toEqual([]);
  });

  it("covers every API error code in every language", () => {
    for (const locale of locales) {
      const api = (readMessages(locale).errors as { api: Record<string, string> }).api;
      expect(Object.keys(api).sort(), locale).toEqual(Object.keys(apiErrorStatus).sort());
    }
  });
});

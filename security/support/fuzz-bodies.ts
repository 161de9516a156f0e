import { francizationDateFields } from "../../src/features/francization/dates";

/*
 * What the fuzz spec sends: attacks on any body, and for routes whose valid body is known here,
 * each field of it replaced by what it must not be. A route missing from `validBodies` still gets
 * per-field attacks on the fields its validation error names.
 */

export type Attack = { name: string; body: string | Buffer; contentType?: string | null };

const MB = 1024 * 1024;
const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** Attacks that do not depend on the route. */
export const genericAttacks: Attack[] = [
  { name: "malformed: cut short", body: '{"a":' },
  { name: "malformed: garbage after", body: '{"a":1} trailing' },
  { name: "malformed: raw NUL byte in a string", body: '{"a":"x\u0000y"}' },
  { name: "malformed: invalid UTF-8", body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { name: "array", body: "[]" },
  { name: "null", body: "null" },
  { name: "string", body: '"x"' },
  { name: "empty body", body: "" },
  { name: "empty body without a type", body: "", contentType: null },
  { name: "1 MB string", body: JSON.stringify({ x: "A".repeat(MB) }) },
  { name: "10,000-deep arrays", body: deepArray(10_000) },
  { name: "10,000-deep objects", body: deepObject(10_000) },
  { name: "NUL in a string", body: JSON.stringify({ x: "a\u0000b" }) },
  { name: "NUL in a key", body: JSON.stringify({ "\u0000": 1 }) },
  { name: "lone high surrogate in a string", body: '{"x":"\\ud800"}' },
  { name: "lone low surrogate in a key", body: '{"\\udfff":1}' },
  { name: "huge numbers", body: '{"x":1e308,"y":-1e308,"z":18446744073709551616}' },
  { name: "numbers overflowing to infinity", body: '{"x":1e999,"y":-1e999}' },
  { name: "text/plain with JSON", body: "{}", contentType: "text/plain" },
  { name: "form-encoded", body: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
  { name: "prototype pollution", body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
];

/** Raw JSON numbers a field takes as text, since JSON.stringify cannot write them. */
const RAW_NUMBERS = ["1e308", "18446744073709551616", "1e999"];

/** Values that replace a field, when not of the valid value's type (text that cannot be stored always). */
const fieldValues: { name: string; value: unknown; always?: true }[] = [
  { name: "number", value: 12345 },
  { name: "boolean", value: true },
  { name: "null", value: null },
  { name: "string", value: "x" },
  { name: "array", value: [] },
  { name: "object", value: {} },
  { name: "NUL", value: "a\u0000b", always: true },
  { name: "60 kB string", value: "é".repeat(30_000), always: true },
];

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const withRaw = (body: Record<string, unknown>, field: string, raw: string) =>
  JSON.stringify({ ...body, [field]: "__RAW__" }).replace('"__RAW__"', raw);

/** Each field of `body` replaced in turn by values of the wrong type, text it cannot store and out-of-range numbers. */
export function fieldAttacks(body: Record<string, unknown>): Attack[] {
  const attacks: Attack[] = [];
  for (const [field, valid] of Object.entries(body)) {
    for (const { name, value, always } of fieldValues)
      if (always || typeOf(value) !== typeOf(valid))
        attacks.push({ name: `${field}: ${name}`, body: JSON.stringify({ ...body, [field]: value }) });
    attacks.push({ name: `${field}: lone surrogate`, body: withRaw(body, field, '"\\ud800x"') });
    for (const raw of RAW_NUMBERS) attacks.push({ name: `${field}: ${raw}`, body: withRaw(body, field, raw) });
  }
  if (Object.keys(body).length > 0)
    attacks.push({ name: "valid body with an unknown field", body: JSON.stringify({ ...body, fuzz: 1 }) });
  return attacks;
}

/** An outsider's address: no account, so nothing is locked out or e-mailed. */
const nobody = "personne.fuzz@securite.test";
const answer = { attemptId: "fuzz-attempt", index: 0, answer: { kind: "text", text: "bonjour" } };

/** Bodies each route would take, to attack field by field ("METHOD /path"). */
export const validBodies: Record<string, Record<string, unknown>> = {
  "POST /api/session/sign-in": { email: nobody, password: "pas-le-bon", next: "/dashboard" },
  "POST /api/session/link": { email: nobody, next: "/dashboard" },
  "POST /api/session/link/confirm": { token: "fuzz-token", next: "/dashboard" },
  "POST /api/session/two-factor": { method: "totp", code: "123456", next: "/dashboard" },
  "POST /api/session/sign-up": { name: "Personne", email: nobody, password: "une longue phrase de passe" },
  "POST /api/preferences": { theme: "dark" },
  "POST /api/account/profile": { name: "Fanny Membre", locale: "fr" },
  "POST /api/account/password": {
    currentPassword: "pas-le-bon",
    newPassword: "une phrase toute neuve",
    signOutOtherSessions: false,
  },
  "POST /api/account/sessions/revoke": { sessionId: "fuzz-session" },
  "POST /api/account/email": { newEmail: nobody, password: "pas-le-bon" },
  "POST /api/account/two-factor/enable": { password: "pas-le-bon" },
  "POST /api/account/two-factor/confirm": { code: "123456" },
  "POST /api/onboarding": {
    name: "Fanny Membre",
    nativeLanguage: "en",
    targetLanguage: "fr",
    variant: "fr-CA",
    industry: "food",
    jobTitle: "Employé",
    goals: ["meetings"],
    dailyMinutes: 10,
    timeZone: "America/Toronto",
  },
  "POST /api/orgs": { name: "Nouvelle entreprise" },
  "POST /api/orgs/active": { organizationId: "sec_org_fuzz" },
  "POST /api/orgs/invitations": { email: nobody, role: "member", locale: "fr" },
  "POST /api/orgs/invitations/resend": { invitationId: "fuzz-invitation" },
  "POST /api/orgs/invitations/revoke": { invitationId: "fuzz-invitation" },
  "POST /api/orgs/invitations/accept": { token: "made-up-token-0123456789" },
  "POST /api/orgs/members/role": { userId: "fuzz-user", role: "member" },
  "POST /api/orgs/members/remove": { userId: "fuzz-user" },
  "POST /api/orgs/settings": {
    name: "Fonderie Fuzz",
    privacyOfficerName: "",
    privacyOfficerEmail: "",
    dataSharing: "aggregates",
  },
  "POST /api/learning/answers": answer,
  "POST /api/review/answers": answer,
  "POST /api/try/lesson/answers": answer,
  "POST /api/learning/listen": { attemptId: "fuzz-attempt", index: 0 },
  "POST /api/review/listen": { attemptId: "fuzz-attempt", index: 0 },
  "POST /api/learning/placement/listen": { testId: "fuzz-test" },
  "POST /api/try": { course: "fr" },
  "POST /api/try/lesson": { testId: "fuzz-test" },
  "POST /api/team/departments": { name: "Service fuzz" },
  "PATCH /api/team/departments": { id: "fuzz-department", name: "Production" },
  "DELETE /api/team/departments": { id: "fuzz-department" },
  "POST /api/team/positions": { name: "Poste fuzz" },
  "PATCH /api/team/positions": { id: "fuzz-position", name: "Cariste" },
  "DELETE /api/team/positions": { id: "fuzz-position" },
  "PUT /api/team/placement": { userId: "fuzz-user", departmentId: null, positionId: null },
  "PUT /api/team/cockpit/profile": {
    legalName: "Raison sociale",
    enterpriseNumber: null,
    establishmentsInQuebec: 1,
    headCount: 30,
    ...Object.fromEntries(francizationDateFields.map((field) => [field, null])),
    thresholdReachedOn: "2025-09-01",
  },
  "POST /api/team/cockpit/training": {
    kind: "class",
    provider: "Cégep",
    heldOn: "2026-03-12",
    hours: 3,
    participants: 4,
    paidTime: true,
    note: null,
  },
  "DELETE /api/team/cockpit/training": { id: "fuzz-training" },
  "POST /api/team/cockpit/positions": {
    title: "Ventes Ontario",
    language: "anglais",
    needsAnalysis: "Appels.",
    whyStaffInsufficient: "Aucun autre.",
    decidedOn: "2026-04-01",
    signedBy: "Francis Proprio",
  },
  "DELETE /api/team/cockpit/positions": { id: "fuzz-position" },
};

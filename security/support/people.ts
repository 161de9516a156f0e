import { twoTenants } from "../../src/db/testing/two-tenants";

/*
 * The people and organizations the security suite signs in as, besides the two tenants: one
 * account per purpose, so that a spec locking an account out, demoting an owner or signing a
 * session out never disturbs another spec running beside it. Everyone has the tenants' password.
 */

export const password = twoTenants.password;

type Person = { id: string; name: string; email: string };
const person = (key: string, name: string): Person => ({ id: `sec_${key}`, name, email: `${key}@securite.test` });

const numbered = (prefix: string, name: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    person(`${prefix}${String(index + 1).padStart(2, "0")}`, `${name} ${index + 1}`),
  );

export const people = {
  /** Signs in with every redirect payload. */
  redirect: person("redirect", "Rachel Dupuis"),
  /** Has two-factor on (the redirect spec turns it on) to reach the second step of a sign-in. */
  twoFactor: person("twofactor", "Tomas Deschamps"),
  /** Sign-in links: at most 5 e-mails per address per 15 minutes, so the payloads spread over these. */
  link: numbered("link", "Lise Lien", 10),
  /** Owns an organization and invites people with a forged Host. */
  host: person("host", "Hugo Hôte"),
  /** Ask for sign-in links with a forged Host (one per app process: 5 links per address per 15 minutes). */
  hostLinks: numbered("hostlink", "Hélène Hôte", 2),
  /** Signs out on A while B keeps answering with the same cookie. */
  signOut: person("signout", "Sophie Sortie"),
  /** Ends one of their own sessions from the settings of another. */
  endSession: person("endsession", "Étienne Fin"),
  /** A member of the fuzz organization, and its owner. */
  fuzzMember: person("fuzz.member", "Fanny Membre"),
  fuzzOwner: person("fuzz.owner", "Francis Proprio"),
  /** The two owners who demote each other. */
  raceOwners: [person("race.one", "Rémi Premier"), person("race.two", "Rosalie Seconde")] as const,
  /** Five wrong passwords, then waits. */
  throttle: person("throttle", "Thérèse Patience"),
  /** Imports the staff file. */
  importOwner: person("import.owner", "Irène Import"),
  /** Answer lessons under load while PostgreSQL restarts. */
  learners: numbered("learner", "Léo Apprenant", 12),
};

export const organizations = {
  host: { id: "sec_org_host", name: "Hôtellerie Sécurité", slug: "hotellerie-securite" },
  fuzz: { id: "sec_org_fuzz", name: "Fonderie Fuzz", slug: "fonderie-fuzz" },
  race: { id: "sec_org_race", name: "Rivière Course", slug: "riviere-course" },
  import: { id: "sec_org_import", name: "Imprimerie Import", slug: "imprimerie-import" },
};

/** Who belongs to which organization, with which role. */
export const memberships: { organizationId: string; userId: string; role: "owner" | "admin" | "member" }[] = [
  { organizationId: organizations.host.id, userId: people.host.id, role: "owner" },
  { organizationId: organizations.fuzz.id, userId: people.fuzzOwner.id, role: "owner" },
  { organizationId: organizations.fuzz.id, userId: people.fuzzMember.id, role: "member" },
  ...people.raceOwners.map((owner) => ({
    organizationId: organizations.race.id,
    userId: owner.id,
    role: "owner" as const,
  })),
  { organizationId: organizations.import.id, userId: people.importOwner.id, role: "owner" },
];

export const everyone: Person[] = [
  people.redirect,
  people.twoFactor,
  ...people.link,
  people.host,
  ...people.hostLinks,
  people.signOut,
  people.endSession,
  people.fuzzMember,
  people.fuzzOwner,
  ...people.raceOwners,
  people.throttle,
  people.importOwner,
  ...people.learners,
];

import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invitation, invitationPlacement, memberPlacement, user } from "@/db/schema";
import { selectRows } from "@/db/rows";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { createAccountFromInvitation, type Actor } from "@/features/orgs";
import { installJobQueues } from "@/jobs";
import { invitationMail } from "@/jobs/invitation-mail";
import { csvFile } from "@/lib/csv";
import { JOB_SCHEMA } from "@/lib/job-queue";
import { commitImport, IMPORTED_INVITATIONS_QUEUE, previewImport, sendImportedInvitations } from "./import-service";
import { createUnit } from "./structure";

// The import queues its e-mails in the job queue; nothing works it here: the tests send by hand.
const bed = testBed({ prepare: (ready) => installJobQueues(ready.db, [invitationMail]) });
const { a, b } = twoTenants;
const admin: Actor = {
  userId: a.manager.id,
  name: a.manager.name,
  membership: { organizationId: a.organization.id, organizationName: a.organization.name, role: "admin" },
};
const otherOwner: Actor = {
  userId: b.admin.id,
  name: b.admin.name,
  membership: { organizationId: b.organization.id, organizationName: b.organization.name, role: "owner" },
};
const bytes = (text: string) => new TextEncoder().encode(text);
const pending = (organizationId: string) =>
  bed.db
    .select()
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending")));
/** The invitation ids of every queued e-mail job (those of one transaction share a creation time). */
async function queuedInvitationIds(): Promise<string[][]> {
  const rows = await selectRows<{ data: { invitationIds: string[] } }>(
    bed.db,
    sql`select data from ${sql.raw(JOB_SCHEMA)}.job where name = ${IMPORTED_INVITATIONS_QUEUE} order by created_on`,
  );
  return rows.map((row) => row.data.invitationIds);
}

// A French-Canadian Excel export: semicolons, French headers, accents.
const mixed = [
  "Courriel;Nom;Rôle;Service;Poste",
  "rafael.ortiz@fromagerie.test;Rafael Ortiz;membre;Production;Fromager",
  "pas-une-adresse;Quelqu'un;membre;;",
  "meera@fromagerie.test;Meera Patel;administrateur;Comptabilité;",
  "RAFAEL.ORTIZ@fromagerie.test;Rafael encore;membre;;",
  "minh@fromagerie.test;Tran Van Minh;membre;Livraison;",
  "carlos@fromagerie-tremblay.test;Carlos Mendoza;membre;;",
  'evil@fromagerie.test;=CMD("calc");membre;;',
  "sofia@fromagerie.test;Sofía Reyes;propriétaire;;",
].join("\r\n");

describe("importing staff from a CSV file", () => {
  it("previews every bad row with its reasons and stores nothing", async () => {
    await createUnit(bed.db, { ...admin.membership, actorId: admin.userId }, "department", "Production");
    await createUnit(bed.db, { ...admin.membership, actorId: admin.userId }, "department", "Comptabilité");
    await createUnit(bed.db, { ...admin.membership, actorId: admin.userId }, "position", "Fromager");
    const preview = await previewImport(bed.db, admin, bytes(mixed));
    expect(preview).toMatchObject({ valid: 2, invalid: 6 });
    const reasons = Object.fromEntries(preview.rows.map((row) => [row.line, row.errors.map((error) => error.code)]));
    expect(reasons).toEqual({
      2: [],
      3: ["email_invalid"],
      4: [],
      5: ["email_duplicate"],
      6: ["department_unknown"],
      7: ["already_member"],
      8: ["formula"],
      // An admin cannot invite an owner.
      9: ["role_not_allowed"],
    });
    expect(preview.missingUnits).toEqual({ department: ["Livraison"], position: [] });
    expect(await pending(a.organization.id)).toHaveLength(0);
  });

  it("refuses a file it cannot use, whole, with the reason", async () => {
    expect(await outcomeOf(previewImport(bed.db, admin, bytes("")))).toBe("import_file_invalid");
    expect(await outcomeOf(previewImport(bed.db, admin, bytes("Nom;Service\r\nRafael;Production")))).toBe(
      "import_file_invalid",
    );
    const tooMany = csvFile([["courriel"], ...Array.from({ length: 10_001 }, (_, index) => [`p${index}@big.test`])]);
    await expect(previewImport(bed.db, admin, bytes(tooMany))).rejects.toMatchObject({
      code: "import_file_invalid",
      fields: [{ path: "file", code: "too_many_rows" }],
    });
  });

  it("invites the valid rows in one go, with their department and position, and e-mails each its own link", async () => {
    const { invitationIds } = await commitImport(bed.db, admin, bytes(mixed), { expectedValid: 2, locale: "fr" });
    expect(invitationIds).toHaveLength(2);
    // Their e-mails were queued with them.
    expect(await queuedInvitationIds()).toEqual([invitationIds]);
    const rows = await pending(a.organization.id);
    expect(rows.map((row) => row.email).sort()).toEqual(["meera@fromagerie.test", "rafael.ortiz@fromagerie.test"]);
    expect(rows.every((row) => row.tokenHash === null && row.sentAt === null)).toBe(true);
    expect(await bed.db.select().from(invitationPlacement)).toHaveLength(2);

    // Without SMTP the e-mails wait in the outbox; a second run finds nothing left to send.
    expect(await sendImportedInvitations(bed.db, invitationIds)).toEqual({ sent: 0, stored: 2, skipped: 0 });
    expect(await sendImportedInvitations(bed.db, invitationIds)).toEqual({ sent: 0, stored: 0, skipped: 2 });
    expect(
      await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "meera@fromagerie.test")),
    ).toHaveLength(1);
    const [mail] = await bed.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "rafael.ortiz@fromagerie.test"))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = mail!.textBody.match(/\/auth\/invitation\/([A-Za-z0-9_-]+)/)![1]!;
    await createAccountFromInvitation(bed.db, {
      token,
      name: "Rafael Ortiz",
      email: "rafael.ortiz@fromagerie.test",
      password: "une phrase de passe solide",
    });
    const [rafael] = await bed.db.select().from(user).where(eq(user.email, "rafael.ortiz@fromagerie.test"));
    const [placed] = await bed.db.select().from(memberPlacement).where(eq(memberPlacement.userId, rafael!.id));
    expect(placed).toMatchObject({ organizationId: a.organization.id });
    expect(placed!.departmentId).not.toBeNull();
    expect(placed!.positionId).not.toBeNull();
  });

  it("stops, importing nothing, when the organization changed since the preview", async () => {
    const file = bytes("email\nnew1@fromagerie.test\nnew2@fromagerie.test\nmeera@fromagerie.test");
    // Meera was invited by the previous import: only two rows are valid now, not the three once seen.
    expect(await outcomeOf(commitImport(bed.db, admin, file, { expectedValid: 3, locale: "fr" }))).toBe(
      "import_changed",
    );
    expect((await pending(a.organization.id)).map((row) => row.email)).not.toContain("new1@fromagerie.test");
    expect(
      await outcomeOf(
        commitImport(bed.db, admin, bytes("email\nmeera@fromagerie.test"), { expectedValid: 1, locale: "fr" }),
      ),
    ).toBe("import_nothing_valid");
  });

  it("imports 10,000 people at once, all or nothing", async () => {
    const big = csvFile([
      ["email", "name"],
      ...Array.from({ length: 10_000 }, (_, index) => [`person${index}@big.test`, `Personne ${index}`]),
    ]);
    const preview = await previewImport(bed.db, otherOwner, bytes(big));
    expect(preview).toMatchObject({ valid: 10_000, invalid: 0 });
    const { invitationIds } = await commitImport(bed.db, otherOwner, bytes(big), {
      expectedValid: 10_000,
      locale: "en",
    });
    expect(invitationIds).toHaveLength(10_000);
    expect(await pending(b.organization.id)).toHaveLength(10_000);
    // One job per 50 invitations, every invitation in one of them.
    const queued = (await queuedInvitationIds()).slice(1);
    expect(queued.map((ids) => ids.length)).toEqual(Array.from({ length: 200 }, () => 50));
    expect(queued.flat().sort()).toEqual([...invitationIds].sort());
    // Org A saw none of it.
    expect((await pending(a.organization.id)).some((row) => row.email.endsWith("@big.test"))).toBe(false);
  }, 60_000);

  it("leaves nothing half-imported when the database fails in the middle", async () => {
    const before = (await pending(b.organization.id)).length;
    const file = csvFile([["email"], ...Array.from({ length: 1500 }, (_, index) => [`half${index}@big.test`])]);
    // The second batch of a thousand fails (a constraint the database enforces): the first must not stay.
    await bed.db.execute(
      sql.raw(
        `create or replace function fail_half() returns trigger as $$ begin if new.email = 'half1200@big.test' then raise exception 'disk full'; end if; return new; end $$ language plpgsql`,
      ),
    );
    await bed.db.execute(
      sql.raw(`create trigger fail_half before insert on invitation for each row execute function fail_half()`),
    );
    const jobsBefore = (await queuedInvitationIds()).length;
    await expect(
      commitImport(bed.db, otherOwner, bytes(file), { expectedValid: 1500, locale: "fr" }),
    ).rejects.toThrow();
    await bed.db.execute(sql.raw(`drop trigger fail_half on invitation`));
    expect((await pending(b.organization.id)).length).toBe(before);
    // Nor any e-mail job for invitations that do not exist.
    expect(await queuedInvitationIds()).toHaveLength(jobsBefore);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { objectDeletion as objectDeletionTable, pronunciationAttempt, pronunciationRecording } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { deleteAccount } from "@/features/auth/account-deletion";
import { authOn } from "@/features/auth/testing/bed";
import { TestBrowser } from "@/features/auth/testing/browser";
import { objectDeletion } from "@/jobs/object-deletion";
import { recordingExpiry } from "@/jobs/recording-expiry";
import { objectStore, type ObjectStore } from "@/lib/object-store";
import { s3Bed } from "@/lib/testing/s3-server";
import { silentWav } from "@/lib/testing/speech-server";
import { getPronunciation } from "./content";
import { deleteAllRecordings, deleteRecording } from "./queries";
import { moveRecordingsToStore } from "./recording-move";
import { recordingKey } from "./recording-store";
import { recordingAudio, submitAttempt } from "./service";

// With S3 configured: the recordings' bytes go to the store, never into their rows.
s3Bed();
const bed = testBed();
const deps = authOn(bed);

const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const phrase = getPronunciation("fr").phrases[0]!;
const wav = () => new Uint8Array(silentWav(1500));
const store = (): ObjectStore => objectStore()!;
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string; name?: string }) => error.code ?? error.name ?? String(error),
  );
const say = (learner: { userId: string }, now?: Date) =>
  submitAttempt(bed.db, learner, { phraseId: phrase.id, alternatives: [phrase.text] }, wav(), "fr", now);
const rowOf = async (recordingId: string) =>
  (await bed.db.select().from(pronunciationRecording).where(eq(pronunciationRecording.id, recordingId)))[0];
const inStore = async (key: string) => (await code(store().get(key))) === "ok";
const queuedKeys = async () => (await bed.db.select().from(objectDeletionTable)).map((row) => row.key);

/** A recording as rows held it before S3: the bytes in the row. */
async function recordingInTheDatabase(userId: string, id: string) {
  const attemptId = `attempt-${id}`;
  await bed.db.insert(pronunciationAttempt).values({
    id: attemptId,
    userId,
    courseId: "fr",
    phraseId: phrase.id,
    recognized: [phrase.text],
    score: 90,
    result: {},
  });
  await bed.db.insert(pronunciationRecording).values({
    id,
    userId,
    attemptId,
    mime: "audio/wav",
    durationMs: 1500,
    audio: wav(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

describe("pronunciation recordings in the object store", () => {
  it("stores the bytes under the learner's own key, not in the row, and gives them to their owner only", async () => {
    const { recordingId } = await say(carlos);
    const row = (await rowOf(recordingId!))!;
    expect(row).toMatchObject({ audio: null, storageKey: `users/${carlos.userId}/pronunciation/${recordingId}` });
    expect(Buffer.from((await store().get(row.storageKey!)).bytes).equals(Buffer.from(wav()))).toBe(true);
    const heard = await recordingAudio(bed.db, carlos, { recordingId: recordingId! });
    expect(heard.mime).toBe("audio/wav");
    expect(Buffer.from(heard.audio).equals(Buffer.from(wav()))).toBe(true);
    expect(await code(recordingAudio(bed.db, priya, { recordingId: recordingId! }))).toBe("not_found");
  });

  it("says a recording whose object is gone is gone (410), not a server error", async () => {
    const { recordingId } = await say(carlos);
    await store().delete([recordingKey(carlos.userId, recordingId!)]);
    expect(await code(recordingAudio(bed.db, carlos, { recordingId: recordingId! }))).toBe("recording_gone");
  });

  it("deletes the object with the learner's delete, one or all, and leaves nobody else's", async () => {
    const one = (await say(carlos)).recordingId!;
    const more = (await say(carlos)).recordingId!;
    const theirs = (await say(priya)).recordingId!;
    expect(await deleteRecording(bed.db, { userId: priya.userId, recordingId: one })).toBe(false);
    expect(await inStore(recordingKey(carlos.userId, one))).toBe(true);
    expect(await deleteRecording(bed.db, { userId: carlos.userId, recordingId: one })).toBe(true);
    expect(await inStore(recordingKey(carlos.userId, one))).toBe(false);
    expect(await deleteAllRecordings(bed.db, carlos)).toBeGreaterThan(0);
    expect(await inStore(recordingKey(carlos.userId, more))).toBe(false);
    expect(await inStore(recordingKey(priya.userId, theirs))).toBe(true);
    expect(await queuedKeys()).toEqual([]);
  });

  it("deletes the object when the recording expires (the hourly job), and a delete the store missed later", async () => {
    const old = (await say(carlos, new Date(Date.now() - 31 * 86_400_000))).recordingId!;
    expect(await inStore(recordingKey(carlos.userId, old))).toBe(true);
    await recordingExpiry.run({ db: bed.db }, {});
    expect(await rowOf(old)).toBeUndefined();
    expect(await inStore(recordingKey(carlos.userId, old))).toBe(false);
    expect(await queuedKeys()).toEqual([]);
    // The store was away when the row went: the key waits, and the object-deletion job deletes it once due.
    const missed = (await say(carlos)).recordingId!;
    await bed.db.delete(pronunciationRecording).where(eq(pronunciationRecording.id, missed));
    expect(await queuedKeys()).toEqual([recordingKey(carlos.userId, missed)]);
    await objectDeletion.run({ db: bed.db }, {});
    expect(await inStore(recordingKey(carlos.userId, missed))).toBe(false);
    expect(await queuedKeys()).toEqual([]);
  });

  it("moves the recordings kept in the database to the store, resumes after a failure, and does it once", async () => {
    const ids = ["moved-1", "moved-2", "moved-3", "moved-4", "moved-5"];
    for (const id of ids) await recordingInTheDatabase(id === "moved-5" ? priya.userId : carlos.userId, id);
    let puts = 0;
    const failingOnTheThird: ObjectStore = {
      ...store(),
      put: async (...args) => {
        puts += 1;
        if (puts === 3) throw new Error("the store went away");
        return store().put(...args);
      },
    };
    await expect(moveRecordingsToStore(bed.db, failingOnTheThird, { batchSize: 2 })).rejects.toThrow(
      "the store went away",
    );
    const movedFirst = (await Promise.all(ids.map(rowOf))).filter((row) => row?.storageKey).map((row) => row!.id);
    expect(movedFirst).toEqual(["moved-1", "moved-2"]);
    // Served from the row until it moves, from the store after.
    expect((await recordingAudio(bed.db, carlos, { recordingId: "moved-3" })).mime).toBe("audio/wav");
    expect(await moveRecordingsToStore(bed.db, store(), { batchSize: 2 })).toBe(3);
    expect(await moveRecordingsToStore(bed.db, store())).toBe(0);
    for (const id of ids) {
      const row = (await rowOf(id))!;
      expect(row.audio).toBeNull();
      expect(row.storageKey).toBe(recordingKey(row.userId, id));
      expect(await inStore(row.storageKey!)).toBe(true);
    }
    const heard = await recordingAudio(bed.db, carlos, { recordingId: "moved-3" });
    expect(Buffer.from(heard.audio).equals(Buffer.from(wav()))).toBe(true);
  });

  it("deletes the learner's objects with their account, and nobody else's", async () => {
    const theirs = (await say(priya)).recordingId!;
    const mine = (await say(carlos)).recordingId!;
    const browser = new TestBrowser();
    await browser.signIn(deps.auth, twoTenants.a.learner.email, twoTenants.password);
    const viewer = await browser.viewer(deps.auth);
    await deleteAccount(
      deps,
      viewer,
      { password: twoTenants.password, confirmation: "SUPPRIMER" },
      browser.headers(),
      "fr",
    );
    expect(await rowOf(mine)).toBeUndefined();
    expect(await inStore(recordingKey(carlos.userId, mine))).toBe(false);
    expect(await inStore(recordingKey(carlos.userId, "moved-1"))).toBe(false);
    expect(await inStore(recordingKey(priya.userId, theirs))).toBe(true);
    expect(await queuedKeys()).toEqual([]);
  });
});

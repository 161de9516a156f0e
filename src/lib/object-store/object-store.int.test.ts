import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { objectDeletion } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { env } from "@/env";
import { s3Bed } from "@/lib/testing/s3-server";
import {
  deleteQueuedObjects,
  deleteStoredObjects,
  ObjectMissingError,
  ObjectStoreError,
  objectKey,
  objectStore,
  ownsKey,
  s3SettingsFrom,
  type ObjectStore,
} from ".";
import { s3ObjectStore } from "./s3";

const s3 = s3Bed();
const bed = testBed({ tenants: false });

const store = (): ObjectStore => objectStore()!;
const bytes = (...values: number[]) => new Uint8Array(values);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => "stored",
    (error: Error) => error.name,
  );
/** The same settings, pointed at a port where nothing answers: a store that is down. */
function storeThatIsDown(): ObjectStore {
  const settings = s3SettingsFrom(env())!;
  return s3ObjectStore({ ...settings, endpoint: "http://127.0.0.1:9" });
}
const queued = async () =>
  (await bed.db.select().from(objectDeletion).orderBy(objectDeletion.key)).map(({ key, attempts }) => ({
    key,
    attempts,
  }));

describe("the object store behind the S3 API", () => {
  it("is the S3 store when S3_BUCKET is set, pointed at the local server", () => {
    expect(s3SettingsFrom(env())).toMatchObject({ bucket: "madameai-test", endpoint: s3.server.endpoint });
    expect(objectStore()).not.toBeNull();
  });

  it("stores, reads and deletes an object with its type", async () => {
    const key = objectKey({ userId: "user-a" }, "pronunciation", "rec-1");
    await store().put(key, bytes(1, 2, 3), "audio/webm");
    expect(await store().get(key)).toEqual({ bytes: bytes(1, 2, 3), contentType: "audio/webm" });
    await store().delete([key, objectKey({ userId: "user-a" }, "never-stored")]);
    expect(await failure(store().get(key))).toBe("ObjectMissingError");
  });

  it("names every object by its owner, so one tenant's key never reaches another's object", async () => {
    const ofA = objectKey({ userId: "user-a" }, "pronunciation", "same-id");
    const ofB = objectKey({ userId: "user-b" }, "pronunciation", "same-id");
    const ofOrg = objectKey({ organizationId: "user-a" }, "pronunciation", "same-id");
    expect(new Set([ofA, ofB, ofOrg]).size).toBe(3);
    expect([ownsKey({ userId: "user-a" }, ofA), ownsKey({ userId: "user-a" }, ofB)]).toEqual([true, false]);
    expect(ownsKey({ userId: "user" }, ofA)).toBe(false);
    await store().put(ofA, bytes(7), "audio/wav");
    await store().put(ofB, bytes(8), "audio/wav");
    await store().delete([ofB]);
    expect((await store().get(ofA)).bytes).toEqual(bytes(7));
    expect(await failure(store().get(ofB))).toBe("ObjectMissingError");
    expect(await failure(store().get(ofOrg))).toBe("ObjectMissingError");
    for (const unsafe of ["../user-b", "user-a/../user-b", "", ".hidden", "a b", "é"])
      expect(() => objectKey({ userId: unsafe }, "pronunciation", "x")).toThrow(/not a safe object key part/);
    expect(() => objectKey({ userId: "user-a" }, "..", "x")).toThrow(/not a safe object key part/);
  });

  it("says a missing object is missing, and a store that does not answer is not", async () => {
    const missing = objectKey({ userId: "user-a" }, "nothing-here");
    await expect(store().get(missing)).rejects.toBeInstanceOf(ObjectMissingError);
    const down = storeThatIsDown();
    await expect(down.get(missing)).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(down.put(missing, bytes(1), "audio/wav")).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(down.delete([missing])).rejects.toMatchObject({ name: "ObjectStoreError", keys: [missing] });
  });

  it("keeps a key queued while the store refuses its delete, waiting longer each time, and forgets it once deleted", async () => {
    const key = objectKey({ userId: "user-c" }, "pronunciation", "rec-2");
    await store().put(key, bytes(4, 5), "audio/wav");
    expect(await deleteStoredObjects(bed.db, storeThatIsDown(), [key])).toEqual({ deleted: 0, failed: 1 });
    const [first] = await bed.db.select().from(objectDeletion).where(eq(objectDeletion.key, key));
    expect(first).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await deleteStoredObjects(bed.db, storeThatIsDown(), [key]);
    const [second] = await bed.db.select().from(objectDeletion).where(eq(objectDeletion.key, key));
    expect(second!.attempts).toBe(2);
    expect(second!.nextAttemptAt.getTime()).toBeGreaterThan(first!.nextAttemptAt.getTime());
    // Not due yet: a run now leaves it; a run once it is due deletes it.
    expect(await deleteQueuedObjects(bed.db, store())).toEqual({ deleted: 0, failed: 0 });
    expect((await store().get(key)).bytes).toEqual(bytes(4, 5));
    const later = new Date(Date.now() + 86_400_000);
    expect(await deleteQueuedObjects(bed.db, store(), { now: later })).toEqual({ deleted: 1, failed: 0 });
    expect(await failure(store().get(key))).toBe("ObjectMissingError");
    expect(await queued()).toEqual([]);
  });

  it("deletes only one owner's queued keys when asked for theirs", async () => {
    const mine = objectKey({ userId: "user_d" }, "pronunciation", "rec-3");
    // "_" is a LIKE wildcard: "userXd" must not pass for "user_d".
    const other = objectKey({ userId: "userXd" }, "pronunciation", "rec-4");
    await store().put(mine, bytes(1), "audio/wav");
    await store().put(other, bytes(2), "audio/wav");
    await bed.db.insert(objectDeletion).values([{ key: mine }, { key: other }]);
    expect(await deleteQueuedObjects(bed.db, store(), { owner: { userId: "user_d" } })).toEqual({
      deleted: 1,
      failed: 0,
    });
    expect(await queued()).toEqual([{ key: other, attempts: 0 }]);
    expect((await store().get(other)).bytes).toEqual(bytes(2));
    expect(await deleteQueuedObjects(bed.db, store())).toEqual({ deleted: 1, failed: 0 });
    expect(await queued()).toEqual([]);
  });
});

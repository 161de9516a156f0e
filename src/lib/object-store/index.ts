import { env, type Env } from "@/env";
import { s3ObjectStore, type S3Settings } from "./s3";
import type { ObjectStore } from "./store";

export { objectKey, ownsKey } from "./keys";
export { ObjectMissingError, ObjectStoreError, type ObjectStore } from "./store";
export { deleteQueuedObjects, deleteStoredObjects } from "./deletions";

/** The S3 settings from the environment, or null for the embedded default (bytes kept in the database rows). */
export function s3SettingsFrom(source: Env): S3Settings | null {
  if (!source.S3_BUCKET) return null;
  return {
    bucket: source.S3_BUCKET,
    region: source.S3_REGION,
    endpoint: source.S3_ENDPOINT,
    forcePathStyle: source.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      source.S3_ACCESS_KEY_ID && source.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: source.S3_ACCESS_KEY_ID, secretAccessKey: source.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

let configured: ObjectStore | null | undefined;

/**
 * The configured object store, or null with the embedded default: then each feature keeps its
 * bytes in its own rows, as the database alone can (`npm run demo`, the tests on PGlite).
 */
export function objectStore(): ObjectStore | null {
  if (configured === undefined) {
    const settings = s3SettingsFrom(env());
    configured = settings ? s3ObjectStore(settings) : null;
  }
  return configured;
}

import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { ObjectMissingError, ObjectStoreError, type ObjectStore } from "./store";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// S3 takes at most this many keys in one DeleteObjects.
const DELETE_BATCH = 1000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

/** The object store behind the S3 API: AWS S3 or any compatible server (MinIO, Ceph, R2…). */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several compatible stores refuse the newer headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, contentType) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      } catch (error) {
        throw new ObjectStoreError(`could not store ${key}`, [key], { cause: error });
      }
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new ObjectMissingError(key);
        const bytes = await answer.Body.transformToByteArray();
        return {
          bytes: new Uint8Array(bytes),
          contentType: answer.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof ObjectMissingError || isMissing(error)) throw new ObjectMissingError(key);
        throw new ObjectStoreError(`could not read ${key}`, [key], { cause: error });
      }
    },

    async delete(keys) {
      const failed: string[] = [];
      let cause: unknown;
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        try {
          const answer = await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          for (const refused of answer.Errors ?? []) {
            if (refused.Key && refused.Code !== "NoSuchKey") failed.push(refused.Key);
            cause ??= new Error(`${refused.Code ?? "error"}: ${refused.Message ?? ""}`);
          }
        } catch (error) {
          failed.push(...batch);
          cause ??= error;
        }
      }
      if (failed.length > 0) throw new ObjectStoreError(`could not delete ${failed.length} objects`, failed, { cause });
    },
  };
}

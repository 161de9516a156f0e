/** Bytes kept outside the database under a key (src/lib/object-store/keys.ts makes the keys). */
export type StoredObject = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Throws ObjectMissingError when nothing is stored under the key. */
  get(key: string): Promise<StoredObject>;
  /** Deletes every key; a key already gone counts as deleted. Throws ObjectStoreError naming the keys it could not delete. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Nothing under this key: the object was deleted, expired, or never stored. */
export class ObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`no object under ${key}`);
    this.name = "ObjectMissingError";
  }
}

/** The store did not answer or refused; `keys` are the ones not handled (all of them when it did not answer). */
export class ObjectStoreError extends Error {
  constructor(
    message: string,
    readonly keys: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ObjectStoreError";
  }
}

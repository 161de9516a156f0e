/** What the bench's seeds share: a repeatable random sequence and batched inserts. */

/** A fixed sequence (a linear congruential generator), so every bench run seeds the same data. */
export function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Inserts `rows` `size` at a time: one statement per batch keeps under the driver's parameter limit. */
export async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

import { readFileSync } from "node:fs";
import path from "node:path";
import type { CourseId } from "../content";
import { placementBank, type PlacementBank, type PlacementItem } from "./content-schema";

const contentRoot = path.join(process.cwd(), "content", "placement");

/** Reads and validates the item bank of one track (throws with the file's name when it is wrong). */
export function readPlacementBank(courseId: CourseId, root = contentRoot): PlacementBank {
  const file = path.join(root, `${courseId}.json`);
  const result = placementBank.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) throw new Error(`content/placement/${courseId}.json: ${result.error.message}`);
  return result.data;
}

export type LoadedBank = PlacementBank & { byId: Map<string, PlacementItem> };
const cache = new Map<CourseId, LoadedBank>();

/** The bank, read once per process, with its items by id. */
export function getPlacementBank(courseId: CourseId): LoadedBank {
  let loaded = cache.get(courseId);
  if (!loaded) {
    const bank = readPlacementBank(courseId);
    cache.set(courseId, (loaded = { ...bank, byId: new Map(bank.items.map((item) => [item.id, item])) }));
  }
  return loaded;
}

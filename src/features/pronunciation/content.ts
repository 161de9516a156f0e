import { readFileSync } from "node:fs";
import path from "node:path";
import type { CourseId } from "@/features/learning";
import type { z } from "zod";
import { pairFile, phraseFile, tipFile, type MinimalPair, type PracticePhrase, type SoundTip } from "./content-schema";

const contentRoot = path.join(process.cwd(), "content", "pronunciation");

function read<T>(file: string, schema: z.ZodType<T>, root: string): T {
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(root, file), "utf8")));
  if (!result.success) throw new Error(`content/pronunciation/${file}: ${result.error.message}`);
  return result.data;
}

export type PronunciationContent = { phrases: PracticePhrase[]; pairs: MinimalPair[]; tips: SoundTip[] };

/** Reads and validates a course's phrases, pairs and tips (throws naming the file that is wrong). */
export function readPronunciation(courseId: CourseId, root = contentRoot): PronunciationContent {
  return {
    phrases: read(`${courseId}/phrases.json`, phraseFile, root).phrases,
    pairs: read(`${courseId}/pairs.json`, pairFile, root).pairs,
    tips: read(`${courseId}/tips.json`, tipFile, root).tips,
  };
}

const cache = new Map<CourseId, PronunciationContent>();

/** A course's content, read once per process. */
export function getPronunciation(courseId: CourseId): PronunciationContent {
  let content = cache.get(courseId);
  if (!content) cache.set(courseId, (content = readPronunciation(courseId)));
  return content;
}

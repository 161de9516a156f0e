import { describe, expect, it } from "vitest";
import { TAUGHT_LEVELS } from "@/lib/levels";
import { readPronunciation } from "./content";
import { phonemize } from "./scoring/phonemes";
import { familiesIn, soundFamilies, targetOf } from "./scoring/target";

/*
 * The coach's content as a learner meets it: enough phrases at every level, every family trained
 * and drilled with minimal pairs, a tip for every family in three languages, and every tag true:
 * a phrase tagged "nasal vowels" has one, as eSpeak reads it.
 */
for (const courseId of ["fr", "en"] as const) {
  describe(`pronunciation content for ${courseId}`, () => {
    const content = readPronunciation(courseId);
    const families = soundFamilies[courseId];

    it("has at least 150 phrases with unique ids and texts, at every level, at most 15 words", () => {
      expect(content.phrases.length).toBeGreaterThanOrEqual(150);
      expect(new Set(content.phrases.map((phrase) => phrase.id)).size).toBe(content.phrases.length);
      expect(new Set(content.phrases.map((phrase) => phrase.text.toLowerCase())).size).toBe(content.phrases.length);
      for (const level of TAUGHT_LEVELS)
        expect(content.phrases.filter((phrase) => phrase.level === level).length, level).toBeGreaterThanOrEqual(20);
      for (const phrase of content.phrases) {
        expect(phrase.id.startsWith(`${courseId}-`), phrase.id).toBe(true);
        expect(phrase.text.split(/\s+/).length, phrase.text).toBeLessThanOrEqual(15);
        expect(phrase.translation[courseId], phrase.id).toBe(phrase.text);
      }
    });

    it("trains every family of the course in at least 12 phrases, and only those families", () => {
      for (const family of families)
        expect(
          content.phrases.filter((phrase) => phrase.sounds.includes(family as never)).length,
          family,
        ).toBeGreaterThanOrEqual(12);
      for (const phrase of content.phrases)
        for (const family of phrase.sounds)
          expect(families as readonly string[], `${phrase.id}: ${family}`).toContain(family);
    });

    it("tags only families the phrase really has, as eSpeak reads it", async () => {
      const untrue: string[] = [];
      for (const phrase of content.phrases) {
        const target = targetOf(
          await phonemize(phrase.text, courseId),
          courseId,
          courseId === "fr" ? "fr-CA" : "en-CA",
        );
        const present = familiesIn(target);
        for (const family of phrase.sounds)
          if (!present.has(family)) untrue.push(`${phrase.id} "${phrase.text}": ${family}`);
      }
      expect(untrue).toEqual([]);
    }, 60_000);

    it("has at least 4 minimal pairs for every family, the two sides different", () => {
      for (const family of families)
        expect(content.pairs.filter((pair) => pair.family === family).length, family).toBeGreaterThanOrEqual(4);
      expect(new Set(content.pairs.map((pair) => pair.id)).size).toBe(content.pairs.length);
      for (const pair of content.pairs) {
        expect(families as readonly string[], pair.id).toContain(pair.family);
        expect(pair.a.text.toLowerCase(), pair.id).not.toBe(pair.b.text.toLowerCase());
      }
    });

    it("has a tip for every family", () => {
      for (const family of families)
        expect(
          content.tips.filter((tip) => tip.family === family),
          family,
        ).toHaveLength(1);
    });
  });
}

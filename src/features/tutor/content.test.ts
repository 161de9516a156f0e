import { describe, expect, it } from "vitest";
import { courseIds, type CourseId } from "@/features/learning";
import { levelRank } from "@/lib/levels";
import { readActivities } from "./content";
import { situations, type Activity, type GuidedDialogue } from "./content-schema";
import { containsKeyword, matchIntent } from "./guided/match";

/** Guided dialogues each course must offer without a model (README.md: 6 per language). */
const MIN_GUIDED = 6;

/** Lines that lead to "end" (directly or through others); the rest could trap a learner. */
function linesReachingEnd(dialogue: GuidedDialogue): Set<string> {
  const reaching = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const line of dialogue.lines) {
      if (!reaching.has(line.id) && line.replies.some((reply) => reply.next === "end" || reaching.has(reply.next))) {
        reaching.add(line.id);
        grew = true;
      }
    }
  }
  return reaching;
}

function linesReachedFromStart(dialogue: GuidedDialogue): Set<string> {
  const byId = new Map(dialogue.lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  const queue = [dialogue.start];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    for (const reply of byId.get(id)!.replies) if (reply.next !== "end") queue.push(reply.next);
  }
  return seen;
}

describe.each(courseIds.map((courseId) => [courseId] as [CourseId]))("tutor activities (%s)", (courseId) => {
  const activities: Activity[] = readActivities(courseId);
  const language = courseId;

  it("covers the 12 work situations, one activity each, with ids of the course", () => {
    expect(activities.map((activity) => activity.situation)).toEqual([...situations]);
    for (const activity of activities) expect(activity.id).toBe(`${courseId}-${activity.situation}`);
  });

  it("gives each a level range from low to high", () => {
    for (const activity of activities)
      expect(levelRank(activity.levels.min), activity.id).toBeLessThanOrEqual(levelRank(activity.levels.max));
  });

  it(`offers at least ${MIN_GUIDED} guided dialogues`, () => {
    const guided = activities.filter((activity) => activity.guided);
    console.info(
      `tutor ${courseId}: ${activities.length} activities, ${guided.length} guided (${guided.map((activity) => activity.situation).join(", ")})`,
    );
    expect(guided.length).toBeGreaterThanOrEqual(MIN_GUIDED);
  });

  for (const activity of activities.filter((candidate) => candidate.guided)) {
    describe(`${activity.id}, guided`, () => {
      const dialogue = activity.guided!;
      const ids = dialogue.lines.map((line) => line.id);

      it("opens with its first line, names each line once, and points only to lines it has", () => {
        expect(activity.opening).toBe(dialogue.lines.find((line) => line.id === dialogue.start)?.madame);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of dialogue.lines)
          for (const reply of line.replies)
            expect(reply.next === "end" || ids.includes(reply.next), `${line.id} → ${reply.next}`).toBe(true);
      });

      it("reaches every line from the start, and the end from every line", () => {
        expect([...linesReachedFromStart(dialogue)].sort()).toEqual([...ids].sort());
        expect([...linesReachingEnd(dialogue)].sort()).toEqual([...ids].sort());
      });

      it("tells the replies of a line apart: each example has its own keywords and is read as its own reply", () => {
        for (const line of dialogue.lines) {
          expect(new Set(line.replies.map((reply) => reply.intent)).size, line.id).toBe(line.replies.length);
          for (const reply of line.replies) {
            expect(
              reply.keywords.some((keyword) => containsKeyword(reply.example, keyword, language)),
              `${line.id}/${reply.intent}: "${reply.example}"`,
            ).toBe(true);
            // Read for its meaning: "No, I can't see your screen" holds "see your screen" and is no "all good".
            expect(
              matchIntent(reply.example, line.replies, language)?.intent,
              `${line.id}/${reply.intent}: "${reply.example}"`,
            ).toBe(reply.intent);
          }
        }
      });
    });
  }
});

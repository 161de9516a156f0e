import { describe, expect, it } from "vitest";
import { courseIds } from "@/features/learning";
import { readActivities } from "../content";
import { replyTo } from "./engine";
import { TABLES } from "./tables";
import { WRONG } from "./tables/types";

/*
 * Replies real learners give, line by line, run through the engine: right replies must be
 * understood, wrong ones (off-topic, negated, in the other language, requests) must not be taken
 * for an answer.
 */

const MIN_UNDERSTOOD = 0.95;
const MIN_HANDLED = 0.9;
const MIN_ROWS_PER_LINE = 12;

describe.each(TABLES.map((table) => [`${table.course}-${table.situation}`, table] as const))(
  "guided replies of %s",
  (name, table) => {
    const activity = readActivities(table.course).find((candidate) => candidate.situation === table.situation);
    const dialogue = activity!.guided!;

    it(`has at least ${MIN_ROWS_PER_LINE} replies for every line`, () => {
      for (const line of dialogue.lines)
        expect(table.lines[line.id]?.length ?? 0, line.id).toBeGreaterThanOrEqual(MIN_ROWS_PER_LINE);
      for (const lineId of Object.keys(table.lines))
        expect(
          dialogue.lines.map((line) => line.id),
          lineId,
        ).toContain(lineId);
    });

    it(`understands ${MIN_UNDERSTOOD * 100} % of right replies and handles ${MIN_HANDLED * 100} % of wrong ones`, () => {
      const right = { total: 0, ok: 0 };
      const wrong = { total: 0, ok: 0, exact: 0 };
      const failures: string[] = [];
      for (const [lineId, rows] of Object.entries(table.lines)) {
        for (const [reply, expected] of rows) {
          const turn = replyTo(dialogue, { lineId, misses: 0 }, reply, table.course);
          const got = turn.kind === "matched" ? turn.intent : turn.reason === "unmatched" ? "miss" : turn.reason;
          if (WRONG.has(expected)) {
            wrong.total++;
            if (turn.kind === "missed") wrong.ok++;
            if (got === expected) wrong.exact++;
          } else {
            right.total++;
            if (got === expected) right.ok++;
          }
          if (got !== expected) failures.push(`${lineId}: "${reply}" → ${got} (expected ${expected})`);
        }
      }
      const understood = right.ok / right.total;
      const handled = wrong.ok / wrong.total;
      console.info(
        `${name}: understood ${right.ok}/${right.total} (${Math.round(understood * 100)} %), handled ${wrong.ok}/${wrong.total} (${Math.round(handled * 100)} %), exact branch ${wrong.exact}/${wrong.total}` +
          (failures.length > 0 ? `\n  ${failures.join("\n  ")}` : ""),
      );
      expect(understood).toBeGreaterThanOrEqual(MIN_UNDERSTOOD);
      expect(handled).toBeGreaterThanOrEqual(MIN_HANDLED);
    });
  },
);

describe.each(courseIds.map((course) => [course] as const))("guided examples (%s)", (course) => {
  it("understands each intent's example as that intent, on every guided dialogue", () => {
    for (const activity of readActivities(course).filter((candidate) => candidate.guided))
      for (const line of activity.guided!.lines)
        for (const reply of line.replies)
          expect(
            replyTo(activity.guided!, { lineId: line.id, misses: 0 }, reply.example, course),
            `${activity.id}/${line.id}: "${reply.example}"`,
          ).toMatchObject({ kind: "matched", intent: reply.intent });
  });
});

describe("the French safety briefing's introduction", () => {
  const dialogue = readActivities("fr").find((activity) => activity.situation === "safety-briefing")!.guided!;

  it("does not take a state, an apology or the day for a name or a job, even after « je suis »", () => {
    for (const reply of ["Je suis fatigué", "Je suis en retard", "Je suis désolé", "C'est lundi", "Chu fatigué"])
      expect(replyTo(dialogue, { lineId: "welcome", misses: 0 }, reply, "fr"), reply).toMatchObject({
        kind: "missed",
      });
  });
});

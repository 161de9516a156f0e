import type { GuidedDialogue } from "../content-schema";

/**
 * The shortest way through a guided dialogue: for each line, the example of the reply that
 * reaches "end" in the fewest lines. For tests that play an activity to its end.
 */
export function shortestReplies(
  dialogue: GuidedDialogue,
): Map<string, { intent: string; example: string; next: string }> {
  const distance = new Map<string, number>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of dialogue.lines) {
      const best = Math.min(
        ...line.replies.map((reply) => (reply.next === "end" ? 0 : (distance.get(reply.next) ?? Infinity) + 1)),
      );
      if (best < (distance.get(line.id) ?? Infinity)) {
        distance.set(line.id, best);
        changed = true;
      }
    }
  }
  const choice = new Map<string, { intent: string; example: string; next: string }>();
  for (const line of dialogue.lines) {
    const reply = [...line.replies].sort(
      (a, b) =>
        (a.next === "end" ? 0 : (distance.get(a.next) ?? Infinity) + 1) -
        (b.next === "end" ? 0 : (distance.get(b.next) ?? Infinity) + 1),
    )[0]!;
    choice.set(line.id, { intent: reply.intent, example: reply.example, next: reply.next });
  }
  return choice;
}

/*
 * The model calls that are not the conversation itself: each asks for JSON that follows a zod
 * schema (structured output) and is bounded in time. The learner's words and the transcript go
 * as user messages; the instructions as the system message (prompts.ts).
 */
import { z } from "zod";
import { structuredCall, type ChatModel } from "@/lib/ai";
import {
  correctionPrompt,
  debriefPrompt,
  explanationPrompt,
  transcriptText,
  translationPrompt,
  type ActivityBrief,
  type TutorContext,
  type TutorMemory,
} from "./prompts";

export const errorKinds = ["grammar", "vocabulary", "spelling", "word-order", "register", "none"] as const;

const correctionSchema = z.object({
  hasError: z.boolean(),
  corrected: z.string().max(2000),
  explanation: z.string().max(600),
  kind: z.enum(errorKinds),
});
export type Correction = { corrected: string; explanation: string; kind: Exclude<(typeof errorKinds)[number], "none"> };

const short = z.string().max(300);
const debriefSchema = z.object({
  goalsMet: z.array(z.number().int().min(0)).max(20),
  wellDone: z.array(short).max(5),
  toWorkOn: z.array(short).max(5),
  newWords: z.array(z.object({ phrase: z.string().max(120), meaning: z.string().max(200) })).max(10),
  memory: z.object({
    interests: z.array(short).max(8),
    recurringMistakes: z.array(short).max(8),
    goals: z.array(short).max(8),
  }),
});
export type ModelDebrief = z.infer<typeof debriefSchema>;

type Call = { tutor: ChatModel; context: TutorContext; signal?: AbortSignal };

function structured<T>(
  { tutor, signal }: Call,
  name: string,
  schema: z.ZodType<T>,
  system: string,
  messages: { role: "user" | "assistant"; content: string }[],
): Promise<T> {
  return structuredCall(tutor, { name, schema, system, messages, signal });
}

/** The correction of a learner's turn, or null when it has no mistake (or the "correction" changes nothing). */
export async function correctTurn(
  call: Call,
  { said, previous }: { said: string; previous: string | null },
): Promise<Correction | null> {
  const messages = [
    ...(previous ? [{ role: "assistant" as const, content: previous }] : []),
    { role: "user" as const, content: said },
  ];
  const result = await structured(call, "correction", correctionSchema, correctionPrompt(call.context), messages);
  const same = result.corrected.trim().toLowerCase() === said.trim().toLowerCase();
  if (!result.hasError || result.kind === "none" || same || !result.corrected.trim()) return null;
  return { corrected: result.corrected.trim(), explanation: result.explanation.trim(), kind: result.kind };
}

/** One of Madame's messages in `target`, a language code (ISO 639-1). */
export async function translateText(call: Call, text: string, target: string): Promise<string> {
  const result = await structured(
    call,
    "translation",
    z.object({ translation: z.string().max(4000) }),
    translationPrompt(call.context, target),
    [{ role: "user", content: text }],
  );
  return result.translation.trim();
}

export async function explainCorrection(
  call: Call,
  { said, correction }: { said: string; correction: Correction },
): Promise<string> {
  const result = await structured(
    call,
    "explanation",
    z.object({ explanation: z.string().max(2000) }),
    explanationPrompt(call.context, correction),
    [{ role: "user", content: said }],
  );
  return result.explanation.trim();
}

export async function writeDebrief(
  call: Call,
  {
    activity,
    memory,
    messages,
  }: {
    activity: ActivityBrief | null;
    memory: TutorMemory | null;
    messages: { role: "learner" | "madame"; text: string }[];
  },
): Promise<ModelDebrief> {
  return structured(call, "debrief", debriefSchema, debriefPrompt(call.context, activity, memory), [
    { role: "user", content: transcriptText(messages) },
  ]);
}

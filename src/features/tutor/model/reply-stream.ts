import { streamText } from "ai";
import type { Database } from "@/db";
import type { Locale } from "@/i18n/config";
import { errorMessage } from "@/i18n/errors";
import type { ChatModel } from "@/lib/ai";
import { logger } from "@/lib/logger";
import type { SessionView, TurnEvent } from "../types";
import { quotesInstructions, refusal } from "./guard";
import type { Correction } from "./calls";
import type { LearnerMeta, MadameMeta, SessionContext } from "./service";
import { settleCorrection, settleReply } from "./turns";

export type ReplyJob = {
  db: Database;
  userId: string;
  courseId: string;
  tutor: ChatModel;
  context: SessionContext;
  system: string;
  history: { role: "user" | "assistant"; content: string }[];
  learner: { id: string; text: string; meta: LearnerMeta };
  replyId: string;
  /** The correction under way (undefined when it failed; skipped when the turn was already checked). */
  correction: Promise<Correction | null | undefined> | null;
  /** The conversation as it stands once the turn is settled, for the last event. */
  view: () => Promise<SessionView>;
  locale: Locale;
  /** The browser's request: when it goes (the learner left or interrupted), the model call stops. */
  signal: AbortSignal;
};

const encoder = new TextEncoder();

/**
 * Madame's answer as newline-delimited JSON (TurnEvent): each piece of text as the model gives it
 * (the first byte is the first token, nothing held back), then the settled conversation with the
 * correction. The guard withdraws an answer that recites the instructions. When the learner goes
 * (interrupts or leaves), the model call is aborted and what Madame had said is kept, marked
 * interrupted. When the model fails or is too slow, her place is given back and the learner's turn
 * waits for "try again".
 */
export function replyStream(job: ReplyJob): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  let gone = false;
  const leave = () => {
    gone = true;
    stop.abort();
  };
  if (job.signal.aborted) leave();
  else job.signal.addEventListener("abort", leave, { once: true });

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: TurnEvent) => {
        if (!gone) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      let said = "";
      let meta: MadameMeta = {};
      let failed = false;
      try {
        const result = streamText({
          model: job.tutor.model,
          system: job.system,
          messages: job.history,
          // Retrying would repeat words already shown; "try again" is the learner's to press.
          maxRetries: 0,
          abortSignal: AbortSignal.any([stop.signal, AbortSignal.timeout(job.tutor.timeoutMs)]),
          // Failures arrive as "error" parts below and are logged there, without the SDK's console output.
          onError: () => undefined,
        });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") {
            said += part.text;
            if (quotesInstructions(said)) {
              said = refusal[job.context.language];
              meta = { guarded: true };
              send({ type: "replace", text: said });
              stop.abort();
              break;
            }
            send({ type: "delta", text: part.text });
          } else if (part.type === "error") {
            throw part.error;
          } else if (part.type === "abort" && !gone) {
            throw new Error("the model took too long");
          }
        }
      } catch (error) {
        if (!gone) {
          failed = true;
          logger.warn(
            { event: "tutor.reply_failed", error: String(error), chars: said.length },
            "Madame's answer failed",
          );
        }
      }
      if (gone && !meta.guarded) meta = { interrupted: true };
      const kept = failed || (!gone && said.trim() === "") ? null : said;
      try {
        await settleReply(job.db, { userId: job.userId, replyId: job.replyId, text: kept, meta });
        if (job.correction)
          await settleCorrection(job.db, {
            userId: job.userId,
            courseId: job.courseId,
            learner: job.learner,
            correction: await job.correction,
          });
        // Nobody is listening any more (the stream was cancelled): nothing to send.
        if (gone) return;
        const view = await job.view();
        if (kept === null)
          send({
            type: "error",
            code: "tutor_model_failed",
            message: await errorMessage("tutor_model_failed", job.locale),
            view,
          });
        else send({ type: "done", view });
      } catch (error) {
        logger.error({ event: "tutor.settle_failed", error: String(error) }, "storing Madame's answer failed");
        send({
          type: "error",
          code: "tutor_model_failed",
          message: await errorMessage("tutor_model_failed", job.locale),
          view: await job.view().catch(() => null),
        });
      }
      if (!gone) controller.close();
    },
    cancel() {
      leave();
    },
  });
}

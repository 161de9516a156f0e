import { apiRoute } from "@/app/api/_lib/route";
import { answerSubmission, submitAnswer } from "@/features/learning";
import { addPhraseCards } from "@/features/review";

/** One answer of the lesson player: judged and stored on the server, the verdict in the learner's language. */
export const POST = apiRoute(
  { auth: "learner", briefCache: true, input: answerSubmission },
  async ({ input, locale, db, viewer }) =>
    Response.json(
      await submitAnswer(db, viewer, input, locale, {
        // An e-mail's useful words become review cards, as Madame's new words do.
        email: {
          addWords: (courseId, words) =>
            addPhraseCards(db, {
              userId: viewer.userId,
              courseId,
              cards: words.map((word) => ({ kind: "word" as const, phrase: word.phrase, meaning: word.meaning })),
            }),
        },
      }),
    ),
);

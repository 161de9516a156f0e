import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getCourse } from "../content";
import { getPlacementBank } from "../placement/content";
import { answerPlacement, placementOverview, startPlacement } from "../placement/service";
import { courseMap } from "../service";
import { rightAnswer, wrongAnswer } from "../testing/answers";
import { decodeTrial, encodeTrial, TRIAL_MAX_AGE_SECONDS, type TrialState } from "./cookie";
import {
  answerTrialLesson,
  answerTrialPlacement,
  claimTrial,
  startTrial,
  startTrialLesson,
  trialLessonListen,
  trialListen,
  trialPlayer,
  trialView,
} from "./service";

/** The mini placement's item as the visitor sees it (its choices in this trial's order). */
function shownItem(trial: TrialState) {
  const view = trialView(trial, "en");
  if (view.step !== "placement" || !view.placement.item) throw new Error(`no item on screen (${view.step})`);
  return view.placement.item.view;
}

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const code = (run: () => unknown) => {
  try {
    run();
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

/** A visitor who answers every mini placement item right, then the sample lesson with one mistake. */
function completeTrial(course: "fr" | "en"): TrialState {
  const bank = getPlacementBank(course);
  let trial = startTrial(course);
  while (!trial.result)
    trial = answerTrialPlacement(
      trial,
      {
        index: trial.answers.length,
        answer: rightAnswer(bank.byId.get(trial.current!)!.exercise, "en", shownItem(trial)),
      },
      "en",
    ).trial;
  trial = startTrialLesson(trial);
  const lesson = getCourse(course).unitData.find((unit) => unit.id === trial.result!.startUnitId)!.lessons[0]!;
  const shown = trialPlayer(trial, "en").items;
  lesson.exercises.forEach((exercise, index) => {
    trial = answerTrialLesson(
      trial,
      {
        index,
        answer:
          index === 0 ? wrongAnswer(exercise, "en", shown[0]!.view) : rightAnswer(exercise, "en", shown[index]!.view),
      },
      "en",
    ).trial;
  });
  return trial;
}

describe("the trial of /try", () => {
  it("keeps its state in a cookie that cannot be forged, altered or kept past a week", () => {
    const trial = startTrial("fr");
    const value = encodeTrial(trial, secret);
    expect(decodeTrial(value, secret)).toEqual(trial);
    expect(decodeTrial(value, "another-secret-of-at-least-thirty-two-chars")).toBeNull();
    const [payload, signature] = value.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        ...trial,
        result: { overall: "B2", skills: { reading: "B2", listening: "B2", writing: "B2" }, startUnitId: "fr-u09" },
      }),
    ).toString("base64url");
    expect(decodeTrial(`${forged}.${signature}`, secret)).toBeNull();
    expect(decodeTrial(`${payload}.${signature}x`, secret)).toBeNull();
    expect(decodeTrial("garbage", secret)).toBeNull();
    expect(decodeTrial(value, secret, trial.at + TRIAL_MAX_AGE_SECONDS * 1000 + 1)).toBeNull();
  });

  it("runs a mini placement of 6 to 10 items, then offers one sample lesson, then ends with the level", () => {
    const bank = getPlacementBank("en");
    let trial = startTrial("en");
    expect(trialView(trial, "fr").step).toBe("placement");
    // Out of order or misfit answers change nothing.
    expect(code(() => answerTrialPlacement(trial, { index: 2, answer: { kind: "unknown" } }, "fr"))).toBe(
      "answer_out_of_order",
    );
    while (!trial.result) {
      const item = bank.byId.get(trial.current!)!;
      if (item.skill === "listening") expect(trialListen(trial).text.length).toBeGreaterThan(0);
      else expect(code(() => trialListen(trial))).toBe("not_found");
      trial = answerTrialPlacement(
        trial,
        {
          index: trial.answers.length,
          answer:
            item.level === "A1" || item.level === "A2"
              ? rightAnswer(item.exercise, "fr", shownItem(trial))
              : { kind: "unknown" },
        },
        "fr",
      ).trial;
    }
    expect(trial.answers.length).toBeGreaterThanOrEqual(6);
    expect(trial.answers.length).toBeLessThanOrEqual(10);
    expect(trial.result.overall).toBe("A2");
    const view = trialView(trial, "fr");
    expect(view.step === "result" && view.result.startUnit.level).toBe("A2");

    trial = startTrialLesson(trial);
    const lessonView = trialView(trial, "fr");
    if (lessonView.step !== "lesson") throw new Error(lessonView.step);
    expect(lessonView.player.items.every((item) => !item.result)).toBe(true);
    const exercises = getCourse("en").unitData.find((unit) => unit.id === trial.result!.startUnitId)!.lessons[0]!
      .exercises;
    const wrong = answerTrialLesson(
      trial,
      { index: 0, answer: wrongAnswer(exercises[0]!, "fr", lessonView.player.items[0]!.view) },
      "fr",
    );
    expect(wrong.response.result.correct).toBe(false);
    expect(wrong.response.result.explanation).toBe(exercises[0]!.explanation.fr);
    expect(
      code(() =>
        answerTrialLesson(
          wrong.trial,
          { index: 0, answer: rightAnswer(exercises[0]!, "fr", lessonView.player.items[0]!.view) },
          "fr",
        ),
      ),
    ).toBe("attempt_finished");
    const listenIndex = exercises.findIndex((exercise) => exercise.type === "listen");
    if (listenIndex >= 0)
      expect(trialLessonListen(trial, { index: listenIndex }).text).toBe(
        (exercises[listenIndex] as { text: string }).text,
      );
  });

  it("starts over when the item on screen is no longer in the bank", () => {
    expect(trialView({ ...startTrial("fr"), current: "fr-pt-gone" }, "fr").step).toBe("choose");
  });

  it("ends with the estimated level and the sample lesson's score", () => {
    const trial = completeTrial("fr");
    const view = trialView(trial, "en");
    expect(view.step).toBe("end");
    if (view.step !== "end") return;
    expect(view.summary.answered).toBeGreaterThanOrEqual(9);
    expect(view.summary.correct).toBe(view.summary.answered - 1);
    // The mini test reaches B2: a visitor who gets everything right is placed there.
    expect(view.result.overall).toBe("B2");
  });
});

describe("claiming a trial after signing in", () => {
  const bed = testBed();

  it("moves the learner's course to the unit the trial chose, and only theirs", async () => {
    const carlos = { userId: twoTenants.a.learner.id };
    const trial = completeTrial("fr");
    expect(await claimTrial(bed.db, carlos, trial)).toBe("claimed");
    const map = (await courseMap(bed.db, carlos, "es"))!;
    expect(map.units.find((unit) => unit.placementStart)?.id).toBe(trial.result!.startUnitId);
    expect(map.level?.cefr).toBe("B2");
    expect((await courseMap(bed.db, { userId: twoTenants.b.learner.id }, "en"))!.level).toBeNull();
    // A claimed trial is not a placement test: the full test can still be taken at once.
    expect((await placementOverview(bed.db, carlos, "es"))!.retakeFrom).toBeNull();
  });

  it("never replaces a full placement test, and refuses an unfinished trial", async () => {
    const priya = { userId: twoTenants.b.learner.id };
    let state = await startPlacement(bed.db, priya, "en");
    while (!state.result)
      state = await answerPlacement(
        bed.db,
        priya,
        { testId: state.testId, index: state.answered, answer: { kind: "unknown" } },
        "en",
      );
    expect(await claimTrial(bed.db, priya, completeTrial("fr"))).toBe("kept_test");
    expect((await courseMap(bed.db, priya, "en"))!.level?.cefr).toBe("preA1");
    await expect(claimTrial(bed.db, priya, startTrial("fr"))).rejects.toMatchObject({ code: "trial_missing" });
    await expect(claimTrial(bed.db, priya, null)).rejects.toMatchObject({ code: "trial_missing" });
  });
});

import { startAppServer, type AppServer } from "./support/app-server";
import { answer, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

/*
 * Answers judged as a teacher would, in the browser: a natural answer the old lists of whole
 * sentences rejected is accepted (its main form shown beside it), and a grammar slip is refused
 * with the rule named, never called a typo. In both interface languages, with an accessibility scan.
 */
const cases = [
  {
    who: "Priya, English interface, learning French",
    locale: "en" as const,
    courseId: "fr" as const,
    account: "learner" as const,
    // « Je vous souhaite une belle journée! » was not in the old list for "Have a nice day!".
    accepted: {
      exerciseId: "fr-u01-l01-e09",
      typed: "Je vous souhaite une belle journée!",
      note: "Also accepted. Main answer: “Bonne journée!”",
    },
    // « Bienvenu » for « Bienvenue »: one letter, and an agreement.
    refused: {
      exerciseId: "fr-u01-l01-e05",
      typed: "Bienvenu dans l'équipe, Marc!",
      note: "Agreement: “bienvenue”, feminine singular (not “bienvenu”).",
    },
  },
  {
    who: "Louis, French interface, learning English",
    locale: "fr" as const,
    courseId: "en" as const,
    account: "manager" as const,
    accepted: {
      exerciseId: "en-u01-l01-e09",
      typed: "Hey Nadia! How are things?",
      note: "Aussi accepté. Réponse principale : «\u00a0Hi Nadia! How are you?\u00a0»",
    },
    refused: {
      exerciseId: "en-u01-l01-e04",
      typed: "Good morning, how is you?",
      note: "Conjugaison : «\u00a0are\u00a0» (et non «\u00a0is\u00a0»).",
    },
  },
];

test.describe("answers judged like a teacher", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  for (const { who, locale, courseId, account, accepted, refused } of cases) {
    test(`${who}: an answer the old lists rejected is accepted, a grammar slip is refused with its rule`, async ({
      page,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const labels = ui[locale];
      const email = account === "learner" ? tenants.b.learner.email : tenants.a.manager.email;
      await signInByApi(page.request, app.url, email, tenants.password);
      const exercises = exercisesOf(courseId);
      const lesson = readCourse(courseId).unitData[0]!.lessons[0]!;
      await page.goto(`${app.url}/lesson/${lesson.id}`);
      const seen = new Set<string>();
      while (seen.size < 2 || !seen.has(accepted.exerciseId) || !seen.has(refused.exerciseId)) {
        const item = page.locator("[data-exercise-id]");
        await expect(item).toBeVisible();
        const id = (await item.getAttribute("data-exercise-id")) ?? "";
        const typed = id === accepted.exerciseId ? accepted : id === refused.exerciseId ? refused : null;
        if (!typed) {
          await answer(page, item, exercises.get(id)!, labels, { wrong: false });
          await page.getByRole("button", { name: labels.continue }).click();
          continue;
        }
        seen.add(id);
        await item.getByRole("textbox").first().fill(typed.typed);
        await page.getByRole("button", { name: labels.check, exact: true }).click();
        const verdict = typed === accepted ? labels.right : labels.wrong;
        await expect(page.getByRole("heading", { name: verdict })).toBeVisible();
        await expect(page.getByText(typed.note, { exact: true })).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({
          path: `test-results/screenshots/answer-${typed === accepted ? "accepted" : "refused"}-${locale}.png`,
          fullPage: true,
        });
        await page.getByRole("button", { name: labels.continue }).click();
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

import { startAiServer, type TestAiServer } from "../src/lib/testing/ai-server";
import { readActivities } from "../src/features/tutor/content";
import { startAppServer, type AppServer } from "./support/app-server";
import { fakeRecognition, say } from "./support/fake-recognition";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * Madame on a model: the app on its own server, pointed at a local OpenAI-compatible test server
 * that streams (chat, speech to text, text to speech). Headless Chromium has no speech
 * synthesis voice, so Madame speaks through the server's text to speech, sentence by sentence.
 */

test.describe("Madame on a model", () => {
  test.describe.configure({ mode: "serial" });
  let ai: TestAiServer;
  let app: AppServer;
  test.beforeAll(async () => {
    ai = await startAiServer({ tokenDelayMs: 15 });
    app = await startAppServer({ AI_BASE_URL: ai.baseUrl, STT_BASE_URL: ai.baseUrl, TTS_BASE_URL: ai.baseUrl });
  });
  test.afterAll(async () => {
    await app?.stop();
    await ai?.close();
  });

  test("Priya speaks with Madame: voice turn, streamed answer read aloud, correction, explain, translate, interruption, model down, debrief, memory", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await fakeRecognition(page);
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    const activity = readActivities("fr").find((candidate) => !candidate.guided)!;

    await page.goto(`${app.url}/madameai`);
    await expect(page.getByText("Free conversation: Madame answers with an AI model")).toBeVisible();
    await expect(page.getByText("Nothing yet: Madame will take notes")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/tutor-model-home-en.png", fullPage: true });
    await page
      .locator(`[data-activity='${activity.id}']`)
      .getByRole("button", { name: /^Start/ })
      .click();
    await expect(page).toHaveURL(/\/madameai\/[\w-]+$/);
    await expect(page.getByText("Free conversation", { exact: true })).toBeVisible();
    const log = page.getByRole("log");
    await expect(log).toContainText(activity.opening);

    // A voice turn: the live transcript, then Madame's answer streaming, read aloud sentence by sentence by the server's voice.
    await say(page, "Je suis allé à le bureau ce matin.");
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(page.getByTestId("interim")).toHaveText("Je suis");
    await expect(log.locator("[data-role='learner']").last()).toContainText("Je suis allé à le bureau ce matin.");
    await expect(log.locator("[data-role='madame']").last()).toContainText(
      "Pouvez-vous m'en dire un peu plus sur votre travail?",
    );
    const correction = page.getByTestId("correction").last();
    await expect(correction).toContainText("Je suis allé au bureau ce matin.");
    await expect(correction).toContainText("« À le » se contracte en « au ».");
    await expect
      .poll(() =>
        ai.requests.filter((request) => request.path === "/audio/speech").map((request) => request.body.input),
      )
      .toContain("Très bien, merci.");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/tutor-model-conversation-en.png", fullPage: true });

    await correction.getByRole("button", { name: "Explain" }).click();
    await expect(correction).toContainText("Explication détaillée");
    await log.locator("[data-role='madame']").last().getByRole("button", { name: "Translate" }).click();
    await expect(log.locator("[data-role='madame']").last()).toContainText("(traduction)");

    // Speaking over Madame stops her: her answer is cut off and kept, marked as interrupted.
    ai.setTokenDelay(80);
    await page.getByRole("textbox").fill("Parlez-moi du projet #long");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveAttribute("data-state", "speaking");
    await say(page, "D'accord, merci.");
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(log.locator("[data-role='learner']").last()).toContainText("D'accord, merci.");
    await expect(log.getByText("(interrupted)")).toBeVisible();
    ai.setTokenDelay(15);
    await expect(page.getByRole("status")).toHaveAttribute("data-state", "idle", { timeout: 15_000 });

    // The model fails in the middle of its answer: the turn is kept, the page says so, and "Try again" gets the answer.
    ai.setChatFailure("cut");
    await page.getByRole("textbox").fill("Je travaille chez Transports Gagnon.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Madame hasn't answered your last message yet. It is saved.")).toBeVisible();
    await expect(log.locator("[data-role='learner']").last()).toContainText("Je travaille chez Transports Gagnon.");
    ai.setChatFailure(null);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Madame hasn't answered your last message yet.")).toBeHidden();
    await expect(log.locator("[data-role='madame']").last()).toContainText("Très bien, merci.");

    await page.getByRole("button", { name: "End", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Debrief" })).toBeVisible();
    await expect(page.getByText("Some of the goals are reached.")).toBeVisible();
    await expect(page.getByText("Clear greetings")).toBeVisible();
    await expect(page.getByText("un échéancier")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/tutor-model-debrief-en.png", fullPage: true });

    // What Madame remembers is shown, and goes when erased.
    await page.goto(`${app.url}/madameai`);
    await expect(page.getByText("à le instead of au")).toBeVisible();
    await page.getByRole("button", { name: "Erase Madame's memory" }).click();
    await expect(page.getByText("Nothing yet: Madame will take notes")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test.describe("without speech recognition in the browser", () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

    test("Louis records his turn, the server transcribes it; his organization's daily limit stops him, plainly", async ({
      page,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      ai.setTranscript("Yesterday I goed to the office.");
      // A browser without speech recognition (Firefox, or a Chromium without Google's speech service).
      await page.addInitScript(() => {
        delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
        delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
      });
      await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
      await page.goto(`${app.url}/madameai`);
      await page.getByRole("button", { name: "Commencer à parler" }).click();
      await expect(page).toHaveURL(/\/madameai\/[\w-]+$/);
      await expect(
        page.getByText("Ce navigateur ne reconnaît pas la parole : enregistrez votre réponse"),
      ).toBeVisible();
      await page.getByRole("button", { name: "Enregistrer votre réponse" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Je vous écoute…" })).toBeVisible();
      await page.getByRole("button", { name: "Arrêter l'enregistrement et envoyer" }).click();
      const log = page.getByRole("log");
      await expect(log.locator("[data-role='learner']").last()).toContainText("Yesterday I goed to the office.");
      await expect(page.getByTestId("correction")).toContainText("Yesterday I went to the office.");
      await expect(log.locator("[data-role='madame']").last()).toContainText(
        "Can you tell me a little more about your work?",
      );
      const upload = ai.requests.find((request) => request.path === "/audio/transcriptions")!;
      expect(upload.body).toMatchObject({
        model: "whisper-1",
        language: "en",
        file: expect.objectContaining({ bytes: expect.any(Number) }),
      });
      await expectAccessible(page);
      await page.screenshot({ path: "test-results/screenshots/tutor-model-phone-dark-fr.png", fullPage: true });
      const conversation = page.url();

      // Louis is an admin: one message a day for everyone, and he has used it.
      await page.goto(`${app.url}/settings/organization`);
      await page.getByLabel("Messages par jour avec Madame").fill("1");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      // The button says "Enregistrer" too: wait for the confirmation itself, or the limit may not be saved yet.
      await expect(page.getByText("Les paramètres de l'organisation sont enregistrés.")).toBeVisible();
      await page.goto(conversation);
      await expect(
        page.getByText("Vous avez atteint la limite de messages avec Madame pour aujourd'hui."),
      ).toBeVisible();
      await expect(page.getByRole("textbox")).toBeDisabled();
      await page.goto(`${app.url}/settings/organization`);
      await page.getByLabel("Messages par jour avec Madame").fill("100");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Les paramètres de l'organisation sont enregistrés.")).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
});

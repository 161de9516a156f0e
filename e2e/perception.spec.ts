import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * Perception drills in Debian's Chromium with no voice and no speech recognition (made certain
 * here), and no TTS server: the words come from the server's synthetic voice by the item's id, the
 * verdicts from the server. Priya: English interface, learning French.
 */

type Word = { text: string; meaning: string };

async function withoutVoiceOrRecognition(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] });
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  });
}

/** Plays the item's word (the server's audio, fetched by the item's id alone) and picks a side. */
async function playAndChoose(page: Page, choice: "a" | "b") {
  const [audio] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/pronunciation/perception/audio")),
    page.getByTestId("perception-play").click(),
  ]);
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toBe("audio/wav");
  const body = JSON.parse(audio.request().postData()!) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["itemId", "side"]);
  expect(body.side).toBe("played");
  await page.locator(`[data-choice='${choice}']`).click();
  const verdict = page.getByTestId("perception-verdict");
  await expect(verdict).toBeVisible();
  return (await verdict.getAttribute("data-correct")) === "true";
}

test.describe("perception drills", () => {
  test("with no voice, no recognition and no microphone: a round of a sound family, the server's verdicts, the progress", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await withoutVoiceOrRecognition(page);
    await signInByApi(page.request, baseURL, tenants.b.learner.email, tenants.password);
    await page.goto("/pronunciation");
    // The coach says plainly what this browser can do instead of scoring.
    await expect(page.getByText("so your pronunciation can't be scored here")).toBeVisible();
    await page.getByRole("link", { name: "Go to the listening drills" }).click();
    const drill = page.locator("#perception");
    await expect(drill.getByRole("heading", { name: "Listening drills" })).toBeVisible();

    await drill.getByRole("combobox", { name: "Sound to train" }).selectOption("nasal-vowels");
    const [started] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/pronunciation/perception/rounds")),
      drill.getByRole("button", { name: "Start a round" }).click(),
    ]);
    // The words are offered, but which one plays is the server's secret until the answer.
    const round = (await started.json()) as { items: Record<string, unknown>[] };
    expect(round.items).toHaveLength(10);
    for (const item of round.items) expect(Object.keys(item).sort()).toEqual(["a", "b", "id"]);
    await expect(page.getByTestId("perception-position")).toContainText("Word 1 of 10");
    await expect(page.locator("[data-choice='a']")).toBeDisabled();
    await expectAccessible(page);

    const first = await playAndChoose(page, "a");
    await expect(page.getByTestId("perception-verdict")).toContainText(first ? "Right" : "Not quite");
    await expect(page.getByText("Played", { exact: true })).toBeVisible();
    // Both words can be heard again once answered (the server's voice: the browser has none).
    const [replay] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/pronunciation/perception/audio")),
      page
        .getByRole("button", { name: /^Hear / })
        .nth(1)
        .click(),
    ]);
    expect(replay.status()).toBe(200);
    await expect(page.getByTestId("synthetic-voice").first()).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/perception-desktop-light-en.png", fullPage: true });

    await page.getByRole("button", { name: "Next word" }).click();
    await expect(page.getByTestId("perception-position")).toContainText("Word 2 of 10");
    const second = await playAndChoose(page, "b");
    const right = Number(first) + Number(second);
    await expect(page.getByTestId("perception-score")).toHaveText(`So far: ${right} of 2 right`);
    const progress = page.locator("[data-sound='nasal-vowels']").getByTestId("perception-progress");
    await expect(progress).toHaveText(`Listening drills: ${right} of 2 heard right (latest answers)`);

    // A second answer to the same item is refused, and an unknown item is a clear error.
    const itemId = (await page.locator("[data-item]").getAttribute("data-item"))!;
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
    const answer = (data: object) =>
      page.request.post("/api/pronunciation/perception/answers", {
        data,
        headers: { origin: baseURL, "x-csrf-token": token },
      });
    const again = await answer({ itemId, choice: "a" });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "perception_item_answered" } });
    const unknown = await answer({ itemId: "no-such-item", choice: "a" });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { code: "perception_item_unknown", message: "This listening item can't be found. Start a new round." },
    });

    // The progress is the server's: the same after a reload.
    await page.reload();
    await expect(progress).toHaveText(`Listening drills: ${right} of 2 heard right (latest answers)`);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: "test-results/screenshots/perception-desktop-dark-en.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#perception").getByRole("button", { name: "Start a round" }).click();
    await playAndChoose(page, "a");
    await page.screenshot({ path: "test-results/screenshots/perception-phone-dark-en.png", fullPage: true });
    await page.emulateMedia({ colorScheme: "light" });
    await page.screenshot({ path: "test-results/screenshots/perception-phone-light-en.png", fullPage: true });
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a French learner with the French interface: a round of French pairs, the verdicts in French", async ({
    page,
    context,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await withoutVoiceOrRecognition(page);
    // Anh has no saved language: the interface follows the cookie. Anh learns French.
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: baseURL }]);
    await signInByApi(page.request, baseURL, tenants.individual.email, tenants.password);
    await page.goto("/pronunciation#perception");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const drill = page.locator("#perception");
    await expect(drill.getByRole("heading", { name: "Exercices d'écoute" })).toBeVisible();

    await drill.getByRole("combobox", { name: "Son à travailler" }).selectOption("u-ou");
    const [started] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/pronunciation/perception/rounds")),
      drill.getByRole("button", { name: "Commencer une série" }).click(),
    ]);
    // The pairs are the French course's u/ou pairs (« rue » / « roue »…), with their meanings in French.
    const pairs = (
      JSON.parse(readFileSync("content/pronunciation/fr/pairs.json", "utf8")) as {
        pairs: { family: string; a: { text: string; meaning: { fr: string } }; b: { text: string } }[];
      }
    ).pairs.filter((pair) => pair.family === "u-ou");
    const round = (await started.json()) as { items: { a: Word; b: Word }[] };
    expect(round.items).toHaveLength(10);
    for (const item of round.items) {
      const pair = pairs.find((candidate) => candidate.a.text === item.a.text && candidate.b.text === item.b.text);
      expect(pair, `${item.a.text} / ${item.b.text}`).toBeDefined();
      expect(item.a.meaning).toBe(pair!.a.meaning.fr);
    }
    await expect(page.getByTestId("perception-position")).toContainText("Mot 1 sur 10");
    await expect(drill.getByText(round.items[0]!.a.meaning, { exact: true })).toBeVisible();
    await expectAccessible(page);

    const first = await playAndChoose(page, "b");
    await expect(page.getByTestId("perception-verdict")).toContainText(first ? "Bonne réponse" : "Pas tout à fait");
    await expect(page.getByText("Entendu", { exact: true })).toBeVisible();
    await expect(page.getByTestId("synthetic-voice").first()).toHaveText("Voix de synthèse");
    await page.getByRole("button", { name: "Mot suivant" }).click();
    await expect(page.getByTestId("perception-position")).toContainText("Mot 2 sur 10");
    const second = await playAndChoose(page, "a");
    await expect(page.getByTestId("perception-score")).toHaveText(
      `Jusqu'ici : ${Number(first) + Number(second)} sur 2`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/perception-desktop-light-fr.png", fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});

import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import type { CourseId } from "../../src/features/learning/content";
import { shownForm } from "../../src/features/learning/answer-patterns";
import { readPlacementBank } from "../../src/features/learning/placement/content";
import type { PlacementItem } from "../../src/features/learning/placement/content-schema";

export type PlacementUi = { next: string; dontKnow: string; skip: string; typeInstead: string };
export const placementUi: Record<"fr" | "en", PlacementUi> = {
  fr: { next: "Valider", dontKnow: "Je ne sais pas", skip: "Passer", typeInstead: "Écrire plutôt" },
  en: { next: "Submit", dontKnow: "I don't know", skip: "Skip", typeInstead: "Type it instead" },
};

/**
 * Takes the placement test on screen as a learner who masters A1 and A2 and not beyond: the
 * right answer up to A2 (read from the bank, as only the server and this test can), "I don't
 * know" above. Headless Chromium has no voices: listening items play the server's voice and are
 * answered, signed in or in the trial (passed over only where the server cannot speak). Returns the number
 * of items answered.
 */
export async function takePlacement(
  page: Page,
  courseId: CourseId,
  labels: PlacementUi,
  done: () => Promise<boolean>,
  { reloadAfter }: { reloadAfter?: number } = {},
): Promise<number> {
  const bank = new Map(readPlacementBank(courseId).items.map((item) => [item.id, item]));
  let answered = 0;
  for (;;) {
    const item = page.locator("[data-placement-item]");
    await expect(item.or(page.getByRole("table")).first()).toBeVisible();
    if (await done()) return answered;
    const id = (await item.getAttribute("data-placement-item")) ?? "";
    await answerItem(page, bank.get(id)!, labels);
    // The next item (or the result) replaces this one.
    await expect(page.locator(`[data-placement-item="${id}"]`)).toHaveCount(0);
    answered += 1;
    if (answered === reloadAfter) {
      // A reload mid-test shows the same item again.
      const current = await page.locator("[data-placement-item]").getAttribute("data-placement-item");
      await page.reload();
      await expect(page.locator("[data-placement-item]")).toHaveAttribute("data-placement-item", current ?? "");
    }
  }
}

async function answerItem(page: Page, item: PlacementItem, labels: PlacementUi) {
  const { exercise } = item;
  const skip = page.getByRole("button", { name: labels.skip });
  if (item.skill === "listening" && (await skip.isVisible())) return skip.click();
  if (item.level === "B1" || item.level === "B2") return page.getByRole("button", { name: labels.dontKnow }).click();
  const screen = page.locator("[data-placement-item]");
  switch (exercise.type) {
    case "multipleChoice": {
      const radio = screen.getByRole("radio", { name: exercise.choices[exercise.answer]!, exact: true });
      await expect(radio).toBeEnabled();
      await radio.focus();
      await page.keyboard.press("Space");
      break;
    }
    case "translate":
    case "fillGap":
      await screen.getByRole("textbox").first().fill(shownForm(exercise.answers[0]!));
      break;
    case "wordOrder":
      await screen.getByRole("button", { name: labels.typeInstead }).click();
      await screen.getByRole("textbox").first().fill(exercise.words.join(" "));
      break;
    case "listen":
      await screen.getByRole("textbox").first().fill(exercise.text);
      break;
  }
  await page.getByRole("button", { name: labels.next }).click();
}

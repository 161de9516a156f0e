import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test, themes } from "./fixtures";

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

const post = async (page: Page, url: string, data: unknown) => {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const response = await page.request.post(url, {
    data,
    headers: { origin: new URL(url).origin, "x-csrf-token": token ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ id: string }>;
};

/** Axe and screenshots in both themes on a phone and a desktop, with `select` redone after each reload. */
const screenshots = async (page: Page, name: string, select: () => Promise<void>) => {
  for (const theme of themes) {
    await page.context().addCookies([{ name: "theme", value: theme, url: page.url() }]);
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    await select();
    for (const [device, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/${name}-${theme}-${device}.png`, fullPage: true });
    }
  }
};

// On its own app server: organization A's owner moves everyone, then undoes it.
test.describe("bulk actions on the people table", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("an owner moves three people with a confirmation that names them, then undoes it", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const { a } = tenants;
    await signInByApi(page.request, app.url, a.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    const sales = await post(page, `${app.url}/api/team/departments`, { name: "Ventes" });
    await post(page, `${app.url}/api/team/departments`, { name: "Entrepôt" });
    const everyone = [a.admin, a.manager, a.learner];
    await post(page, `${app.url}/api/team/members/bulk`, {
      action: "department",
      changes: everyone.map(({ id }) => ({ userId: id, unitId: sales.id })),
    });
    await page.goto(`${app.url}/team`);

    await expect(page.locator("[data-seats]")).toContainText(/place(s)? occupée/);
    await page.getByLabel("Rechercher", { exact: true }).pressSequentially("mend", { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=mend/);
    await expect(page.getByRole("table", { name: "1 personne" })).toContainText("Carlos Mendoza");
    await page.getByLabel("Rechercher", { exact: true }).fill("");
    const table = page.getByRole("table", { name: "3 personnes" });
    await expect(table).toBeVisible();

    // Nothing selected, no bar; each box is named after its person.
    const bar = page.getByRole("group", { name: "Actions sur les personnes sélectionnées" });
    await expect(bar).toHaveCount(0);
    await page.getByLabel("Sélectionner Carlos Mendoza").check();
    await expect(page.getByLabel("Sélectionner toutes les personnes de cette page")).toHaveJSProperty(
      "indeterminate",
      true,
    );
    for (const person of everyone) await page.getByLabel(`Sélectionner ${person.name}`).check();
    await expect(page.getByLabel("Sélectionner toutes les personnes de cette page")).toBeChecked();
    await expect(bar).toContainText("3 personnes sélectionnées");
    // The viewer is in the selection: they cannot remove themselves.
    await expect(bar.getByRole("button", { name: "Retirer de l'organisation" })).toBeDisabled();

    await bar.getByRole("button", { name: "Changer le service" }).click();
    const dialog = page.getByRole("dialog", { name: "Changer le service de 3 personnes" });
    await expect(dialog).toBeVisible();
    for (const person of everyone)
      await expect(dialog.getByRole("listitem").filter({ hasText: person.name })).toHaveCount(1);
    await dialog.getByLabel("Nouveau service").selectOption({ label: "Entrepôt" });
    await expect(dialog).toContainText("Service : Ventes → Entrepôt");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/people-bulk-dialog-fr.png" });
    // Nothing has changed before Confirm.
    await expect(table.getByRole("cell", { name: "Ventes", exact: true })).toHaveCount(3);

    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole("status").filter({ hasText: "Service changé pour 3 personnes" });
    await expect(toast).toBeVisible();
    await expect(table.getByRole("cell", { name: "Entrepôt", exact: true })).toHaveCount(3);
    await page.screenshot({ path: "test-results/screenshots/people-bulk-toast-fr.png" });
    await toast.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changement annulé" })).toBeVisible();
    await expect(table.getByRole("cell", { name: "Ventes", exact: true })).toHaveCount(3);

    // A role change that would leave no owner is refused as a whole, and says why.
    await page.getByLabel("Sélectionner Carlos Mendoza").uncheck();
    await page.getByLabel("Sélectionner Louis Bouchard").uncheck();
    await bar.getByRole("button", { name: "Changer le rôle" }).click();
    const roleDialog = page.getByRole("dialog", { name: "Changer le rôle de 1 personne" });
    await roleDialog.getByLabel("Nouveau rôle").selectOption({ label: "Membre" });
    await expect(roleDialog).toContainText("Rôle : Propriétaire → Membre");
    await roleDialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(roleDialog.getByRole("alert")).toHaveText(
      "L'organisation doit garder au moins un propriétaire. Nommez d'abord un autre propriétaire.",
    );
    // The refused call is the one expected error in the console.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("409")]);
    await roleDialog.getByRole("button", { name: "Annuler" }).click();
    await expect(roleDialog).toBeHidden();
    await expect(table.getByRole("cell", { name: "Propriétaire", exact: true })).toHaveCount(1);

    // One person's placement is saved only with « Enregistrer », with the same undo.
    await page.getByLabel("Sélectionner Julie Tremblay").uncheck();
    await page.getByLabel("Modifier Carlos Mendoza").click();
    await page.getByLabel("Service de Carlos Mendoza").selectOption({ label: "Entrepôt" });
    await expect(table.getByRole("cell", { name: "Entrepôt", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Enregistrer les changements de Carlos Mendoza" }).first().click();
    const saved = page.getByRole("status").filter({ hasText: "Service et poste de Carlos Mendoza enregistrés" });
    await expect(saved).toBeVisible();
    await expect(table.getByRole("cell", { name: "Entrepôt", exact: true })).toHaveCount(1);
    // Saved without closing: the person's controls stay where they were.
    await expect(page.getByLabel("Service de Carlos Mendoza")).toHaveValue(/.+/);
    await expect(page.getByLabel("Service de Carlos Mendoza")).toBeVisible();

    // With the disclosure open at 1280 px, the name (the row's header) stays in view when scrolled sideways.
    await page.setViewportSize(viewports.desktop);
    await page.getByRole("region", { name: "Tableau des personnes" }).evaluate((region) => {
      region.scrollLeft = region.scrollWidth;
    });
    const region = await page.getByRole("region", { name: "Tableau des personnes" }).boundingBox();
    const name = await table.getByRole("rowheader", { name: /Carlos Mendoza/ }).boundingBox();
    expect(name!.x).toBeGreaterThanOrEqual(region!.x);
    expect(name!.x + name!.width).toBeLessThanOrEqual(region!.x + region!.width);
    await page.screenshot({ path: "test-results/screenshots/people-bulk-edit-open-fr-desktop.png" });
    await saved.getByRole("button", { name: "Annuler" }).click();
    await expect(table.getByRole("cell", { name: "Ventes", exact: true })).toHaveCount(3);

    await screenshots(page, "people-bulk-fr", () => page.getByLabel("Sélectionner Louis Bouchard").check());
  });

  test("reads in English, with the bar and the dialog, on a phone and a desktop", async ({ page, tenants }) => {
    test.setTimeout(120_000);
    const { b } = tenants;
    await signInByApi(page.request, app.url, b.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    await post(page, `${app.url}/api/account/profile`, { name: b.admin.name, locale: "en" });
    await page.goto(`${app.url}/team`);
    await page.getByLabel(`Select ${b.learner.name}`).check();
    const bar = page.getByRole("group", { name: "Actions on the selected people" });
    await expect(bar).toContainText("1 person selected");
    await bar.getByRole("button", { name: "Remove from the organization" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove 1 person from the organization?" });
    await expect(dialog).toContainText(b.learner.name);
    await expect(dialog).toContainText("This cannot be undone");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/people-bulk-remove-en.png" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(`Select ${b.learner.name}`)).toBeChecked();
    await screenshots(page, "people-bulk-en", () => page.getByLabel(`Select ${b.learner.name}`).check());
  });
});

import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

// On its own app server: the owner's view of the people table, read only.
test.describe("the people table", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("an owner sees the seats, filters by typing and sorts from the headers", async ({ page, tenants }) => {
    test.setTimeout(90_000);
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Équipe");

    // Seats and the invitation form come before the list.
    const seats = page.locator("[data-seats]");
    await expect(seats.getByRole("heading", { name: "Places" })).toBeVisible();
    await expect(seats).toContainText(/place(s)? occupée/);
    const table = page.getByRole("table", { name: "3 personnes" });
    await expect(table).toBeVisible();
    const inviteBox = await page.getByRole("button", { name: "Envoyer l'invitation" }).boundingBox();
    const tableBox = await table.boundingBox();
    expect(inviteBox!.y).toBeLessThan(tableBox!.y);

    // Typed, not submitted: the list follows the search box and the URL keeps it.
    await page.getByLabel("Rechercher", { exact: true }).pressSequentially("mend", { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=mend/);
    await expect(page.getByRole("table", { name: "1 personne" })).toContainText("Carlos Mendoza");
    await expect(page.getByRole("button", { name: "Appliquer" })).toHaveCount(0);
    await page.getByLabel("Rechercher", { exact: true }).fill("");
    await expect(page.getByRole("table", { name: "3 personnes" })).toBeVisible();

    // Sorting is a header button, announced with aria-sort, done by the server.
    const nameHeader = page.getByRole("columnheader", { name: "Nom" });
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await nameHeader.getByRole("button").click();
    await expect(page).toHaveURL(/dir=desc/);
    await expect(page.getByRole("columnheader", { name: "Nom" })).toHaveAttribute("aria-sort", "descending");
    const names = page.getByRole("table").getByRole("row").nth(1);
    await expect(names).toContainText("Louis Bouchard");

    // Editing a person is behind a disclosure named after them: nothing changes by a stray pass.
    await page.getByLabel("Modifier Carlos Mendoza").click();
    await expect(page.getByLabel("Service de Carlos Mendoza")).toBeVisible();

    for (const [device, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/people-table-fr-${device}.png`, fullPage: true });
    }
  });

  test("reads in English for an English-speaking owner, on a phone and a desktop", async ({ page, tenants }) => {
    // Organization B's owner, so that the French test above keeps its own owner's language.
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const saved = await page.request.post(`${app.url}/api/account/profile`, {
      data: { name: tenants.b.admin.name, locale: "en" },
      headers: { origin: app.url, "x-csrf-token": token ?? "" },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(`${app.url}/team`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
    await expect(page.getByRole("table", { name: "2 people" })).toBeVisible();
    await expect(page.locator("[data-seats]")).toContainText(/seats? used/);
    for (const [device, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/people-table-en-${device}.png`, fullPage: true });
    }
  });
});

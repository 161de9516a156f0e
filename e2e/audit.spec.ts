import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

// On its own app server: the acts below are written to a fresh database's audit trail.
test.describe("the audit trail", () => {
  // The second test reads what the first one did.
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("an import, a role change and a report download are in the trail, filtered and exported as CSV", async ({
    page,
    tenants,
  }) => {
    test.setTimeout(180_000);
    const { a } = tenants;
    await signInByApi(page.request, app.url, a.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
    const headers = { origin: app.url, "x-csrf-token": token };

    // The three acts, through the routes the team screens call.
    const imported = await page.request.post(`${app.url}/api/team/import?expected=1&locale=fr`, {
      headers: { ...headers, "content-type": "text/csv" },
      data: Buffer.from("courriel\r\nnouvelle.recrue@fromagerie.test"),
    });
    expect(imported.status()).toBe(201);
    const role = await page.request.post(`${app.url}/api/orgs/members/role`, {
      headers,
      data: { userId: a.learner.id, role: "admin" },
    });
    expect(role.ok()).toBe(true);
    expect((await page.request.get(`${app.url}/api/team/report?format=csv`)).ok()).toBe(true);

    await page.goto(`${app.url}/team/audit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal d'audit");
    const table = page.getByRole("table", { name: "Journal d'audit" });
    await expect(table).toContainText("Importation du personnel");
    await expect(table).toContainText("Rôle modifié");
    await expect(table).toContainText("Rapport téléchargé");
    await expect(table.getByRole("row").filter({ hasText: "Rôle modifié" })).toContainText(
      "Rôle : Membre → Administrateur",
    );

    await page.getByLabel("Acte").selectOption({ label: "Rôle modifié" });
    await expect(page).toHaveURL(/[?&]act=member\.role_changed/);
    await expect(page.getByText("1 entrée", { exact: true })).toBeVisible();
    await expect(table).not.toContainText("Rapport téléchargé");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exporter en CSV" }).click();
    const file = await download;
    const csv = (await (await import("node:fs/promises")).readFile((await file.path())!, "utf8")).replace(
      /^\uFEFF/,
      "",
    );
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      '"Date (UTC)","Par","Acte","Code","Personne concernée","Avant","Après","Avant → après (texte)"',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"${a.admin.name}","Rôle modifié","member.role_changed","${a.learner.name}"`);
    expect(rows[1]).toContain('"role: member","role: admin","Rôle : Membre → Administrateur"');

    // The export is itself in the trail.
    await page.goto(`${app.url}/team/audit?act=export.downloaded`);
    await expect(page.getByRole("table", { name: "Journal d'audit" })).toContainText("Exportation téléchargée");

    await page.goto(`${app.url}/team/audit`);
    for (const theme of ["light", "dark"]) {
      await page.context().addCookies([{ name: "theme", value: theme, url: app.url }]);
      await page.reload();
      for (const [device, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await expectAccessible(page);
        await page.screenshot({ path: `test-results/screenshots/audit-fr-${theme}-${device}.png`, fullPage: true });
      }
    }
  });

  test("the learner concerned sees the role change on their privacy page; an English owner reads the trail in English", async ({
    page,
    tenants,
  }) => {
    test.setTimeout(120_000);
    const { a, b } = tenants;
    await signInByApi(page.request, app.url, a.learner.email, tenants.password);
    await page.goto(`${app.url}/settings/privacy`);
    // Carlos reads the app in Spanish.
    const section = page.getByRole("region", { name: "Lo que sus organizaciones hicieron sobre usted" });
    await expect(section).toContainText("Rol modificado");
    await expect(section).toContainText(`${a.admin.name}, ${a.organization.name}`);
    await expect(section).toContainText("Rol: Miembro → Administrador");
    await expect(section).not.toContainText("Informe descargado");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/audit-privacy-es-desktop.png", fullPage: true });

    await page.context().clearCookies();
    await signInByApi(page.request, app.url, b.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
    const saved = await page.request.post(`${app.url}/api/account/profile`, {
      data: { name: b.admin.name, locale: "en" },
      headers: { origin: app.url, "x-csrf-token": token },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(`${app.url}/team/audit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit trail");
    // Organization B's trail holds nothing of A's.
    await expect(page.getByText(a.learner.name)).toHaveCount(0);
    for (const [device, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/audit-en-${device}.png`, fullPage: true });
    }
  });
});

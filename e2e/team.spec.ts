import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test, themes } from "./fixtures";

const csrfToken = (page: Page) =>
  page
    .locator('meta[name="csrf-token"]')
    .getAttribute("content")
    .then((token) => token ?? "");

// What an HR person exports from Excel in Quebec: semicolons, French headers, and a few mistakes.
const staffFile = [
  "Courriel;Nom;Rôle;Service;Poste",
  "annie.roy@transports-gagnon.test;Annie Roy;membre;Répartition;",
  "kevin.lee@transports-gagnon.test;Kevin Lee;membre;;",
  "pas-une-adresse;Quelqu'un;membre;;",
  "ANNIE.ROY@transports-gagnon.test;Annie encore;membre;;",
  "jo@transports-gagnon.test;Jo Dubé;membre;Comptabilité;",
  'pirate@transports-gagnon.test;=CMD("calc");membre;;',
].join("\r\n");

// On its own app server: the journey imports people and fills the cockpit of organization B.
test.describe("an admin's journey through the team area", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("imports staff, sees progress, fills the cockpit and downloads the yearly report", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Équipe");

    // A department first, so the file's rows can be placed in it.
    await page.getByLabel("Nouveau service").fill("Répartition");
    await page.getByRole("button", { name: "Ajouter" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "« Répartition » est ajouté." })).toBeVisible();

    await page.getByText("Importer une liste de personnes (CSV)").click();
    await page
      .getByLabel("Fichier CSV")
      .setInputFiles({ name: "personnel.csv", mimeType: "text/csv", buffer: Buffer.from(staffFile, "utf8") });
    await expect(page.getByRole("status").filter({ hasText: "2 lignes valides · 4 lignes à corriger" })).toBeVisible();
    const reason = (line: number) => page.locator(`[data-import-line="${line}"]`);
    await expect(reason(2)).toContainText("Prête");
    await expect(reason(4)).toContainText("Courriel invalide");
    await expect(reason(5)).toContainText("Courriel en double dans le fichier");
    await expect(reason(6)).toContainText("Service inconnu");
    await expect(reason(7)).toContainText("formule refusée");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/team-import-preview.png", fullPage: true });

    // The unknown department is created from the preview, and the same file is checked again.
    const missing = page.getByRole("region", { name: "Services et postes à créer" });
    await expect(missing).toContainText("Services : Comptabilité");
    await missing.getByRole("button", { name: "Les créer et revérifier le fichier" }).click();
    await expect(page.getByText("1 service ou poste créé. Le fichier a été vérifié de nouveau.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "3 lignes valides · 3 lignes à corriger" })).toBeVisible();
    await expect(reason(6)).toContainText("Prête");
    await expect(reason(6)).toContainText("Comptabilité");
    await expect(missing).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Inviter 3 personnes" }).click();
    await expect(page.getByText("3 invitations créées")).toBeVisible();
    await expect(page.getByText("annie.roy@transports-gagnon.test")).toBeVisible();
    await expect(page.getByText("kevin.lee@transports-gagnon.test")).toBeVisible();
    await expect(page.getByText("pirate@transports-gagnon.test")).toHaveCount(0);

    // Progress: aggregates only, with their tables, and the CSV with formulas made inert.
    await page.getByRole("link", { name: "Progression" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Progression de l'équipe");
    await expect(page.getByRole("heading", { name: "Activité par semaine" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Niveaux" })).toBeVisible();
    await expectAccessible(page);
    const csv = await page.request.get(`${app.url}/api/team/progress?format=csv`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toMatch(/^\uFEFF"Activité par semaine"/);

    // The cockpit: the profile decides which obligations apply and when they are due.
    await page.getByRole("link", { name: "Francisation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Francisation");
    await expect(page.getByRole("note").filter({ hasText: "avis juridique" }).first()).toBeVisible();
    await page.getByLabel("Nom légal").fill("Transports Gagnon inc.");
    await page.getByLabel("Nombre d'employés au Québec").fill("32");
    await page.getByLabel("Établissements au Québec").fill("2");
    await page.getByLabel("Date où l'effectif a atteint 25 employés").fill("2026-03-02");
    await page.getByRole("button", { name: "Enregistrer le profil" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Le profil de l'entreprise est enregistré." }),
    ).toBeVisible();
    const registration = page.locator('[data-obligation="registration"]');
    await expect(registration).toContainText("Charte, art. 139");
    await expect(registration).toContainText("Échéance : 2 mars 2027.");
    await expect(page.locator('[data-obligation="committee"]')).toHaveCount(0);

    await page.getByLabel("Formateur ou organisme").fill("Francisation Québec, Laval");
    await page.getByLabel("Type").selectOption("francisationQuebec");
    await page.getByLabel("Date", { exact: true }).fill(`${new Date().getFullYear()}-02-10`);
    await page.getByLabel("Heures").fill("12");
    await page.getByLabel("Participants").fill("3");
    await page.getByRole("button", { name: "Ajouter au registre" }).click();
    await expect(page.getByRole("status").filter({ hasText: "La formation est ajoutée au registre." })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Francisation Québec, Laval", exact: true })).toBeVisible();

    await page.getByLabel("Poste", { exact: true }).fill("Répartiteur, clients de l'Ontario");
    await page.getByLabel("Langue exigée").fill("anglais");
    await page
      .getByLabel("Analyse des besoins")
      .fill("Appels quotidiens avec des transporteurs unilingues anglophones de l'Ontario.");
    await page
      .getByLabel("Pourquoi le personnel actuel ne suffit pas")
      .fill("Les deux employés bilingues sont déjà à temps plein sur les appels du Nouveau-Brunswick.");
    await page.getByLabel("Date de la décision").fill("2026-04-01");
    await page.getByLabel("Signé par").fill("Marc Gagnon");
    await page.getByRole("button", { name: "Ajouter le poste" }).click();
    await expect(page.getByText("Répartiteur, clients de l'Ontario").first()).toBeVisible();
    // A justification is corrected in place, not deleted and typed again.
    await page.getByRole("button", { name: "Modifier le poste Répartiteur, clients de l'Ontario" }).click();
    const editor = page.locator("li", { has: page.getByRole("button", { name: /^Annuler la modification du poste/ }) });
    await expect(editor.getByLabel("Signé par")).toHaveValue("Marc Gagnon");
    await editor.getByLabel("Date de la décision").fill("2026-04-15");
    await editor.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "La justification du poste est mise à jour." }),
    ).toBeVisible();
    await expect(page.getByText("Décidé le 15 avril 2026, signé par Marc Gagnon.")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/team-cockpit-filled.png", fullPage: true });

    // The yearly report, in French, with the organization's own figures.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Télécharger le rapport \d{4} \(PDF\)/ }).click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Rapport annuel de francisation");
    expect(flat).toContain("Transports Gagnon inc.");
    expect(flat).toContain("Francisation Québec, Laval");
    expect(flat).toContain("Répartiteur, clients de l'Ontario");
    expect(flat).toContain("Charte, art. 139");
    expect(flat).not.toContain("Fromagerie");
    expect(consoleErrors).toEqual([]);
  });

  test("the team pages speak English too and pass the accessibility scan in both themes", async ({
    page,
    context,
    tenants,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    const saved = await page.request.post(`${app.url}/api/preferences`, {
      data: { locale: "en" },
      headers: { origin: app.url, "x-csrf-token": await csrfToken(page) },
    });
    expect(saved.status()).toBe(200);
    const titles = {
      "/team": "Team",
      "/team/progress": "Team progress",
      "/team/cockpit": "Francization",
      "/team/audit": "Audit trail",
    };
    for (const theme of themes) {
      await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
      for (const [path, title] of Object.entries(titles)) {
        await page.goto(`${app.url}${path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(
          page.getByText("This tool supports your francization work; it is not legal advice."),
        ).toBeVisible();
        await expectAccessible(page);
      }
    }
    await page.goto(`${app.url}/team/cockpit`);
    await expect(page.locator('[data-obligation="registration"]')).toContainText("Charter, s. 139");
  });
});

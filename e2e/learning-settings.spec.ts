import { createHmac } from "node:crypto";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

// On its own app process: these tests change learners' profiles.
test.describe("learning settings", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("Louis changes his pace, time zone and situations; they stay changed (fr, phone, dark)", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
    await page.goto(`${app.url}/settings/learning`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apprentissage");
    await expect(page.getByLabel("Nom affiché")).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("radio", { name: /20 min/ }).check();
    await page.getByLabel("Fuseau horaire").selectOption("America/Vancouver");
    await page.getByRole("checkbox", { name: "Présentations" }).check();
    // Reminders are off until turned on: the time waits, disabled.
    await expect(page.getByLabel("Heure du rappel")).toBeDisabled();
    await page.getByRole("checkbox", { name: "Rappel quotidien" }).check();
    await page.getByLabel("Heure du rappel").fill("07:30");
    await page.getByRole("checkbox", { name: "Bilan de la semaine" }).check();
    await page.getByLabel("Niveau visé").selectOption("B2");
    await page.getByRole("radio", { name: "En vous vouvoyant (« vous »)" }).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Vos réglages d'apprentissage sont enregistrés." }),
    ).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/settings-learning-fr-phone-dark.png", fullPage: true });

    await page.reload();
    await expect(page.getByRole("radio", { name: /20 min/ })).toBeChecked();
    await expect(page.getByLabel("Fuseau horaire")).toHaveValue("America/Vancouver");
    await expect(page.getByRole("checkbox", { name: "Présentations" })).toBeChecked();
    await expect(page.getByLabel("Heure du rappel")).toHaveValue("07:30");
    await expect(page.getByRole("checkbox", { name: "Bilan de la semaine" })).toBeChecked();
    await expect(page.getByLabel("Niveau visé")).toHaveValue("B2");
    await expect(page.getByRole("radio", { name: "En vous vouvoyant (« vous »)" })).toBeChecked();

    // Every situation unticked: refused beside the field, focused, and nothing saved.
    const ticked = page
      .getByRole("group", { name: "Vous en avez besoin au travail pour…" })
      .getByRole("checkbox", { checked: true });
    for (let left = await ticked.count(); left > 0; left--) await ticked.first().uncheck();
    await expect(ticked).toHaveCount(0);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choisissez au moins une situation." })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Réunions" })).toBeFocused();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Présentations" })).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test("Priya switches to learning English and back: each course is where she left it (en, desktop)", async ({
    page,
    tenants,
  }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: app.url }]);
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    await page.goto(`${app.url}/dashboard/course`);
    const frenchTitle = await page.getByRole("heading", { level: 1 }).textContent();

    await page.goto(`${app.url}/settings/learning`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learning");
    await expect(page.getByText("Changing languages keeps your progress in both courses")).toBeVisible();
    await page.getByRole("radio", { name: /^English/ }).check();
    await expect(page.getByRole("radio", { name: /Canadian English/ })).toBeChecked();
    await page.getByRole("checkbox", { name: "Weekly summary" }).check();
    await page.getByRole("checkbox", { name: "Daily reminder" }).check();
    await expect(page.getByLabel("Reminder time")).toHaveValue("18:00");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your learning settings are saved." })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/settings-learning-en-desktop.png", fullPage: true });

    await page.goto(`${app.url}/dashboard/course`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(frenchTitle ?? "");
    await page.goto(`${app.url}/settings/learning`);
    await page.getByRole("radio", { name: /^French/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your learning settings are saved." })).toBeVisible();
    await page.goto(`${app.url}/dashboard/course`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frenchTitle ?? "");
  });

  test("Louis stops his reminders from the e-mail's link, without signing in (fr)", async ({ page, tenants }) => {
    // The token of a reminder's link, as the app signs it with the test server's APP_SECRET.
    const token = (userId: string) =>
      `${userId}.${createHmac("sha256", "e2e-secret-0123456789-0123456789-0123456789")
        .update(`reminders-unsubscribe:${userId}`)
        .digest("base64url")}`;
    // No session yet: the link works for whoever holds the e-mail.
    await page.goto(`${app.url}/auth/unsubscribe?token=${tenants.a.manager.id}.forged`);
    await expect(page.getByText("Ce lien de désabonnement n'est pas valide.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Me désabonner des rappels" })).toHaveCount(0);

    // The one-click address only leads to the page when opened: mail scanners open links.
    await page.goto(`${app.url}/api/reminders/unsubscribe?token=${encodeURIComponent(token(tenants.a.manager.id))}`);
    await expect(page).toHaveURL(/\/auth\/unsubscribe\?token=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rappels par courriel");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Me désabonner des rappels" }).click();
    await expect(page.getByText("C'est fait : vous ne recevrez plus de rappels par courriel.")).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/unsubscribe-fr.png", fullPage: true });

    await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
    await page.goto(`${app.url}/settings/learning`);
    await expect(page.getByRole("checkbox", { name: "Rappel quotidien" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Bilan de la semaine" })).not.toBeChecked();
    await expect(page.getByLabel("Niveau visé")).toHaveValue("B2");
  });

  test("the settings route refuses a caller without a session and a foreign field", async ({
    request,
    page,
    tenants,
  }) => {
    const signIn = await request.get(`${app.url}/auth/sign-in`);
    const token = (await signIn.text()).match(/name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
    const body = {
      nativeLanguage: "es",
      targetLanguage: "fr",
      variant: "fr-CA",
      industry: "food",
      jobTitle: "Fromager",
      goals: ["meetings"],
      dailyMinutes: 10,
      timeZone: "America/Toronto",
    };
    const anonymous = await request.put(`${app.url}/api/settings/learning`, {
      data: body,
      headers: { origin: app.url, "x-csrf-token": token },
    });
    expect(anonymous.status()).toBe(401);

    await signInByApi(page.request, app.url, tenants.a.learner.email, tenants.password);
    await page.goto(`${app.url}/settings/learning`);
    const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
    const foreign = await page.request.put(`${app.url}/api/settings/learning`, {
      data: { ...body, userId: tenants.b.learner.email },
      headers: { origin: app.url, "x-csrf-token": csrf },
    });
    expect(foreign.status()).toBe(422);
  });
});

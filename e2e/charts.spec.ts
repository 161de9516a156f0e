import type { Locator, Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test, themes } from "./fixtures";

// The demo organization: a learner with lessons on the five days before the server started, and
// an owner whose /team has six months of colleagues' practice.
const demo = {
  password: "Demo-MadameAI-2026",
  learner: "rafael.ortiz@demo.madameai.ca",
  owner: "isabelle.cote@demo.madameai.ca",
  timeZone: "America/Toronto",
};

const words = {
  fr: {
    weekChart: "Minutes de pratique par jour, les 7 derniers jours",
    weekData: "Voir les données de la semaine",
    yesterday: ["8 minutes de pratique", "28 XP"],
    activeChart: "Personnes actives",
    weeklyTable: "Voir les données par semaine",
    activeCount: (count: number) => (count === 1 ? "1 personne active" : `${count} personnes actives`),
    withheld: "Masqué (moins de 5 personnes)",
  },
  en: {
    weekChart: "Minutes of practice per day, last 7 days",
    weekData: "See the week's data",
    yesterday: ["8 minutes of practice", "28 XP"],
    activeChart: "Active people",
    weeklyTable: "See the figures per week",
    activeCount: (count: number) => (count === 1 ? "1 active person" : `${count} active people`),
    withheld: "Hidden (fewer than 5 people)",
  },
} as const;

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The chart's focusable surface, named for assistive technologies. */
const chartNamed = (page: Page, name: string) => page.getByRole("application", { name, exact: true });

/** The tooltip of that chart, a live region beside its surface. */
const tooltipOf = (page: Page, chart: Locator) =>
  page.locator(".recharts-wrapper", { has: chart }).getByTestId("chart-tooltip");

/** Reaches the chart with the keyboard: Shift+Tab from the disclosure of its table, just after it. */
async function tabBackInto(page: Page, after: Locator, chart: Locator, presses = 1) {
  // Recharts arrives after the page is interactive: the surface is there once it has drawn.
  await expect(chart).toBeVisible();
  await after.focus();
  for (let press = 0; press < presses; press++) await page.keyboard.press("Shift+Tab");
  await expect(chart).toBeFocused();
}

async function useLanguage(page: Page, url: string, locale: "fr" | "en") {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const saved = await page.request.post(`${url}/api/preferences`, {
    data: { locale },
    headers: { origin: url, "x-csrf-token": token ?? "" },
  });
  expect(saved.status()).toBe(200);
}

const dayIn = (locale: "fr" | "en", daysAgo: number) =>
  new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: demo.timeZone,
  }).format(new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000));

test.describe("charts read by keyboard", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ DEMO_DATA: "true" });
  });
  test.afterAll(() => app?.stop());

  for (const locale of ["fr", "en"] as const) {
    test(`in ${locale}: the week on the dashboard and the team's weekly activity, by arrow keys`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      const w = words[locale];

      await signInByApi(page.request, app.url, demo.learner, demo.password);
      await page.goto(`${app.url}/dashboard`);
      await useLanguage(page, app.url, locale);
      for (const [device, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        for (const theme of themes) {
          await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
          await page.goto(`${app.url}/dashboard`);
          const week = chartNamed(page, w.weekChart);
          await tabBackInto(page, page.locator("summary", { hasText: w.weekData }), week);
          // Focus shows the first day; each arrow moves one day, up to yesterday, the last day with a lesson.
          const tooltip = tooltipOf(page, week);
          for (let daysAgo = 6; daysAgo >= 1; daysAgo--) {
            if (daysAgo < 6) await page.keyboard.press("ArrowRight");
            await expect(tooltip).toContainText(dayIn(locale, daysAgo), { ignoreCase: true });
          }
          for (const line of w.yesterday) await expect(tooltip).toContainText(line);
          await page.screenshot({ path: `test-results/screenshots/chart-dashboard-${locale}-${device}-${theme}.png` });
          await page.getByText(w.weekData).click();
          await expect(page.getByRole("table", { name: w.weekChart })).toBeVisible();
          await expectAccessible(page);
        }
      }

      await context.clearCookies();
      await signInByApi(page.request, app.url, demo.owner, demo.password);
      await page.goto(`${app.url}/team/progress`);
      await useLanguage(page, app.url, locale);
      for (const [device, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        for (const theme of themes) {
          await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
          await page.goto(`${app.url}/team/progress`);
          const active = chartNamed(page, w.activeChart);
          // Two charts before the table's disclosure: the minutes, then the active people.
          await tabBackInto(page, page.locator("summary", { hasText: w.weeklyTable }), active, 2);
          // The tooltip says what the table's row for the same week says, week after week.
          const tooltip = tooltipOf(page, active);
          const rows = page
            .locator("table", { has: page.locator("caption", { hasText: w.weeklyTable }) })
            .locator("tbody tr");
          const weeks = await rows.count();
          expect(weeks).toBe(26);
          let figuresRead = 0;
          for (let index = 0; index < weeks; index++) {
            if (index > 0) await page.keyboard.press("ArrowRight");
            const row = rows.nth(index);
            await expect(tooltip).toContainText((await row.locator("th").textContent()) ?? "");
            const people = ((await row.locator("td").first().textContent()) ?? "").trim();
            const counted = /^\d+$/.test(people);
            if (counted) figuresRead++;
            await expect(tooltip).toContainText(counted ? w.activeCount(Number(people)) : w.withheld);
          }
          // The demo's colleagues make most weeks a group of five or more: real figures were read.
          expect(figuresRead).toBeGreaterThan(0);
          await page
            .locator("figure", { has: active })
            .screenshot({ path: `test-results/screenshots/chart-team-${locale}-${device}-${theme}.png` });
          await expectAccessible(page);
        }
      }
    });
  }
});

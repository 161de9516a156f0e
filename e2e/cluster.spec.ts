import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { freePort } from "./support/app-server";
import { answer, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

/*
 * The deployment's topology (`npm run cluster`): nginx in round robin over two app processes on
 * one PostgreSQL, with no sticky sessions. A person signed in through nginx stays signed in
 * whichever process answers, plays an answer there, and a sign-out on one process ends the
 * session on both. nginx names the process that answered in X-Upstream (the cluster's own header).
 */

const STARTUP_MS = 240_000;
const READY = /MadameAI cluster ready: (http:\/\/\S+)/;

type Cluster = { url: string; child: ChildProcess };

async function startCluster(): Promise<Cluster> {
  const port = await freePort();
  const child = spawn("node", ["scripts/cluster.mjs", "--port", String(port), "--seed", "tenants"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LOG_LEVEL: "warn" },
  });
  let output = "";
  return new Promise<Cluster>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-4000);
      const ready = READY.exec(output);
      if (ready) resolve({ url: ready[1]!, child });
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("exit", (code) => reject(new Error(`the cluster stopped (${code}):\n${output}`)));
  });
}

function stopCluster(cluster: Cluster | undefined): Promise<void> {
  return new Promise((resolve) => {
    const child = cluster?.child;
    if (!child || child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Asks who is signed in `times` times in a row, noting which process answered each time. */
async function askRepeatedly(request: APIRequestContext, url: string, times: number) {
  const answers: { response: APIResponse; upstream: string; body: { user: { id: string } | null } }[] = [];
  for (let index = 0; index < times; index++) {
    const response = await request.get(`${url}/api/session`);
    answers.push({ response, upstream: response.headers()["x-upstream"] ?? "", body: await response.json() });
  }
  return answers;
}

test.describe("the cluster", () => {
  test.describe.configure({ mode: "serial" });
  let cluster: Cluster | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(STARTUP_MS);
    cluster = await startCluster();
  });
  test.afterAll(() => stopCluster(cluster));

  test("a session, an answer and a sign-out hold across both app processes", async ({ page, browser, tenants }) => {
    test.setTimeout(120_000);
    const url = cluster!.url;
    const priya = tenants.b.learner;
    await signInByApi(page.request, url, priya.email, tenants.password);

    const signedIn = await askRepeatedly(page.request, url, 6);
    expect(new Set(signedIn.map((each) => each.upstream)).size, "both processes answered").toBe(2);
    for (const each of signedIn) {
      expect(each.response.status()).toBe(200);
      expect(each.body.user?.id).toBe(priya.id);
    }

    // The lesson page opens its attempt on one process; nginx may send the answer to the other.
    const lesson = readCourse("fr").unitData[0]!.lessons[0]!;
    const exercises = exercisesOf("fr");
    await page.goto(`${url}/lesson/${lesson.id}`);
    const item = page.locator("[data-exercise-id]");
    await expect(item).toBeVisible();
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    await answer(page, item, exercise, ui.en, { wrong: false });
    await expect(page.getByText(ui.en.right)).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/cluster-answer.png", fullPage: true });

    // A copy of the cookies, as a second tab keeps them; the sign-out goes through nginx.
    const stolen = await browser.newContext({ storageState: await page.context().storageState() });
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const signOut = await page.request.post(`${url}/api/session/sign-out`, {
      headers: { origin: url, "x-csrf-token": token ?? "" },
    });
    expect(signOut.status()).toBe(200);
    const signedOut = await askRepeatedly(stolen.request, url, 6);
    expect(new Set(signedOut.map((each) => each.upstream)).size, "both processes answered").toBe(2);
    for (const each of signedOut) expect(each.body.user).toBeNull();
    const stolenPage = await stolen.newPage();
    await stolenPage.goto(`${url}/dashboard`);
    await expect(stolenPage).toHaveURL(/\/auth\/sign-in/);
    await stolen.close();
  });

  test("nginx refuses a host that is not the app's", async () => {
    const port = new URL(cluster!.url).port;
    // fetch cannot set Host; a raw request can. nginx closes the connection without an answer (444).
    const refused = await new Promise<string>((resolve) => {
      const probe = httpRequest({ host: "127.0.0.1", port, path: "/api/health", headers: { host: "evil.example" } });
      probe.on("response", (response) => resolve(String(response.statusCode)));
      probe.on("error", (error) => resolve(error.message));
      probe.end();
    });
    expect(refused).toBe("socket hang up");
  });
});

import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { APIRequestContext, APIResponse, Response } from "@playwright/test";
import pg from "pg";
import { startAiServer, type TestAiServer } from "../src/lib/testing/ai-server";
import { objectKey } from "../src/lib/object-store/keys";
import { freePort } from "./support/app-server";
import { writeSpokenWav } from "./support/espeak-wav";
import { exercisesOf, playLesson, ui } from "./support/lesson-player";
import { fakeMicrophone, voiceHeard, withoutBrowserRecognition } from "./support/microphone";
import { signInByApi } from "./support/sign-in";
import { expect, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

/*
 * The deployment's topology (`npm run cluster`): nginx in round robin over two app processes on
 * one PostgreSQL and the local S3-compatible store, with no sticky sessions. A person signed in
 * through nginx stays signed in whichever process answers, plays a whole lesson there, records a
 * pronunciation attempt whose recording lands in the store and plays back through the other
 * process, and a sign-out on one process ends the session on both. nginx names the process that
 * answered in X-Upstream (the cluster's own header).
 */

const STARTUP_MS = 240_000;
const READY = /MadameAI cluster ready: (http:\/\/\S+)/;
const STORE = /^S3 (http:\/\/\S+)$/m;
const DATABASE = /^PostgreSQL (postgresql:\/\/\S+)$/m;
const BUCKET = "madameai";
const PHRASE = "Bonjour, je voudrais un grand café.";
const microphone = path.join(tmpdir(), `madameai-cluster-mic-${process.pid}.wav`);
test.use({ launchOptions: fakeMicrophone(microphone) });

type Cluster = { url: string; s3Url: string; databaseUrl: string; child: ChildProcess };

async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const port = await freePort();
  const child = spawn("node", ["scripts/cluster.mjs", "--port", String(port), "--seed", "tenants"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
  let output = "";
  return new Promise<Cluster>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-4000);
      const ready = READY.exec(output);
      const store = STORE.exec(output);
      const database = DATABASE.exec(output);
      if (ready && store && database) resolve({ url: ready[1]!, s3Url: store[1]!, databaseUrl: database[1]!, child });
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

/** The store as any S3 client sees it, with the local server's own test account (scripts/s3-server.mjs), not the app's. */
function storeClient(s3Url: string) {
  return new S3Client({
    endpoint: s3Url,
    region: "ca-central-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

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
  let ai: TestAiServer | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(STARTUP_MS);
    await writeSpokenWav(microphone, PHRASE, "fr");
    ai = await startAiServer();
    // Speech to text only: the attempt is scored from its recording, as for a browser without recognition.
    cluster = await startCluster({ STT_BASE_URL: ai.baseUrl });
  });
  test.afterAll(async () => {
    await stopCluster(cluster);
    await ai?.close();
    rmSync(microphone, { force: true });
  });

  test("a session, a lesson, a recording in the store and a sign-out hold across both app processes", async ({
    page,
    browser,
    tenants,
  }) => {
    test.setTimeout(150_000);
    const { url, s3Url, databaseUrl } = cluster!;
    const priya = tenants.b.learner;
    await signInByApi(page.request, url, priya.email, tenants.password);

    const signedIn = await askRepeatedly(page.request, url, 6);
    expect(new Set(signedIn.map((each) => each.upstream)).size, "both processes answered").toBe(2);
    for (const each of signedIn) {
      expect(each.response.status()).toBe(200);
      expect(each.body.user?.id).toBe(priya.id);
    }

    // The lesson page opens its attempt on one process; nginx sends the answers, the pages and
    // the reload after the third answer to either, in turn with everything else the page asks for.
    const lesson = readCourse("fr").unitData[0]!.lessons[0]!;
    const answers: string[] = [];
    const upstreams = new Set<string>();
    const noteUpstream = (response: Response) => {
      const upstream = response.headers()["x-upstream"];
      if (upstream) upstreams.add(upstream);
      if (response.url().endsWith("/api/learning/answers")) answers.push(upstream ?? "");
    };
    page.on("response", noteUpstream);
    await playLesson(page, url, lesson.id, exercisesOf("fr"), ui.en);
    page.off("response", noteUpstream);
    expect(answers.length).toBeGreaterThanOrEqual(lesson.exercises.length);
    expect(upstreams.size, "both processes served the lesson").toBe(2);
    await page.screenshot({ path: "test-results/screenshots/cluster-lesson-done.png", fullPage: true });

    // A pronunciation attempt sent for scoring keeps its recording: in the store, not in the database.
    await withoutBrowserRecognition(page);
    await page.goto(`${url}/pronunciation`);
    const card = page.locator("[data-phrase]");
    ai!.setTranscript((await card.locator("p[lang]").textContent())!.trim());
    await page.getByRole("button", { name: "Record myself" }).click();
    await voiceHeard(page);
    await page.getByRole("button", { name: "Stop" }).click();
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/pronunciation/attempts"));
    await page.getByRole("button", { name: "Send for scoring" }).click();
    const attempt = await sent;
    expect(attempt.status()).toBe(201);
    const storedBy = attempt.headers()["x-upstream"];
    expect(storedBy).toBeTruthy();
    const { recordingId } = (await attempt.json()) as { recordingId: string };
    await expect(page.getByTestId("result").getByRole("heading", { name: "Your score" })).toBeVisible();
    await expect(page.locator(`[data-attempt] audio[src$="${recordingId}"]`)).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/cluster-pronunciation.png", fullPage: true });

    const key = objectKey({ userId: priya.id }, "pronunciation", recordingId);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const { rows } = await database.query(
      "SELECT audio IS NULL AS bytes_elsewhere, storage_key FROM pronunciation_recording WHERE id = $1",
      [recordingId],
    );
    await database.end();
    expect(rows).toEqual([{ bytes_elsewhere: true, storage_key: key }]);
    const s3 = storeClient(s3Url);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `users/${priya.id}/` }));
    expect(listed.Contents?.map((object) => object.Key)).toContain(key);
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const stored = await object.Body!.transformToByteArray();
    s3.destroy();

    // Played back in the page from the process that did not store it: the same bytes, and audio
    // the browser decodes and plays (muted, so no gesture is needed).
    const playback = await page.evaluate(
      async ({ href, storedBy }) => {
        for (let tries = 0; tries < 6; tries++) {
          const response = await fetch(href);
          const upstream = response.headers.get("x-upstream") ?? "";
          const bytes = await response.arrayBuffer();
          if (upstream === storedBy) continue;
          const digest = await crypto.subtle.digest("SHA-256", bytes);
          const audio = new Audio(
            URL.createObjectURL(new Blob([bytes], { type: response.headers.get("content-type") ?? "" })),
          );
          audio.muted = true;
          const played = new Promise<number>((resolve, reject) => {
            audio.addEventListener("timeupdate", () => audio.currentTime > 0 && resolve(audio.duration));
            audio.addEventListener("error", () => reject(new Error(`not playable: ${audio.error?.message}`)));
          });
          await audio.play();
          return {
            status: response.status,
            type: response.headers.get("content-type"),
            upstream,
            sha256: [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join(""),
            duration: await played,
          };
        }
        throw new Error(`every read came from ${storedBy}`);
      },
      { href: `/api/pronunciation/recordings/${recordingId}`, storedBy },
    );
    expect(playback).toMatchObject({ status: 200, type: "audio/wav", sha256: sha256(stored) });
    expect(playback.upstream).not.toBe(storedBy);
    expect(playback.duration).toBeGreaterThan(0);

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

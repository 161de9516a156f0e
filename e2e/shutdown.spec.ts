import { request as httpRequest, type IncomingMessage } from "node:http";
import { startAppServer } from "./support/app-server";
import { expect, test } from "./fixtures";

/**
 * A sign-in whose body arrives in two parts: the server has the request and waits for the rest,
 * so a shutdown that cut requests under way would reset it. `finish` sends the rest.
 */
async function signInInTwoParts(url: string, body: string) {
  // As the sign-in form does: the page's CSRF token, and the cookie that came with it.
  const page = await fetch(`${url}/auth/sign-in`);
  const token = (await page.text()).match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  let answered = false;
  const request = httpRequest(new URL("/api/session/sign-in", url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: url,
      "x-csrf-token": token,
      cookie,
    },
  });
  const response = new Promise<{ status: number; text: string; cookies: string[] }>((resolve, reject) => {
    request.once("response", (incoming: IncomingMessage) => {
      answered = true;
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.once("end", () =>
        resolve({ status: incoming.statusCode ?? 0, text, cookies: incoming.headers["set-cookie"] ?? [] }),
      );
      incoming.once("error", reject);
    });
    request.once("error", reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    response,
    answeredYet: () => answered,
    finish: () => request.end(body.slice(half)),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// On its own app server, which this test stops.
test("at SIGTERM the server ends the requests under way, refuses new ones, closes the database and exits 143", async ({
  tenants,
}) => {
  test.setTimeout(120_000);
  const app = await startAppServer({ LOG_LEVEL: "info" });
  const signIn = await signInInTwoParts(
    app.url,
    JSON.stringify({ email: tenants.a.learner.email, password: tenants.password }),
  );
  await pause(500);
  expect(signIn.answeredYet()).toBe(false);

  const stopped = app.stop();
  await pause(500);
  // No longer listening: a new visitor is refused at once (a load balancer tries the other instance).
  await expect(fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow();

  signIn.finish();
  const { status, text, cookies } = await signIn.response;
  expect(status, text).toBe(200);
  expect(cookies.join("\n")).toContain("madameai.session_token=");

  expect(await stopped).toBe(143);
  expect(app.output()).toContain("background jobs stopped, database closed");
});

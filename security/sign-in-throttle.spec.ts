import { test } from "@playwright/test";
import { Browser } from "./support/client";
import { errorCode } from "./support/http";
import { password, people } from "./support/people";
import { suite } from "./support/suite";
import { runArea } from "./support/tally";

/*
 * Password guessing: after 5 wrong passwords the account waits (429 with Retry-After) on both
 * processes, since the counts live in the database; a forged X-Forwarded-For changes nothing
 * (no trusted proxy here). The owner's own browser, known from an earlier sign-in, still gets in.
 */

const { email } = people.throttle;
const FREE_FAILURES = 5;
let forged = 0;
/** A different made-up client address on every request. */
const forgedAddress = () => ({ "x-forwarded-for": `203.0.113.${++forged % 250}, 198.51.100.${forged % 250}` });

test("5 wrong passwords, then both processes make the account wait; the known browser still signs in", async () => {
  await runArea("sign-in-throttle", async (tally) => {
    const { a, b } = suite();
    const known = new Browser();
    const first = await known.signIn(a, email, password);
    tally.check(first.status === 200, `the owner's first sign-in: ${first.status} ${first.text}`);
    tally.check(known.cookie("madameai.known_browser") !== undefined, "no known-browser cookie after a sign-in");

    const guesser = new Browser();
    await guesser.open(b);
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) {
      const app = attempt % 2 === 0 ? a : b;
      const answer = await guesser.post(
        app,
        "/api/session/sign-in",
        { email, password: `essai-${attempt}` },
        { headers: forgedAddress() },
      );
      tally.check(
        answer.status === 401 && errorCode(answer) === "invalid_credentials",
        `wrong password ${attempt} on ${app}: ${answer.status} ${answer.text}`,
      );
    }

    for (const [label, app, guess, headers] of [
      ["another wrong password on A", a, "essai-6", forgedAddress()],
      ["another wrong password on B", b, "essai-7", forgedAddress()],
      ["the right password on A, from the guesser", a, password, forgedAddress()],
      ["the right password on B, from the guesser", b, password, forgedAddress()],
      ["the right password on B, from the proxy's own address", b, password, { "x-forwarded-for": "127.0.0.1" }],
    ] as const) {
      const answer = await guesser.post(app, "/api/session/sign-in", { email, password: guess }, { headers });
      const retryAfter = Number(answer.headers["retry-after"]);
      tally.check(
        answer.status === 429 && errorCode(answer) === "rate_limited",
        `${label}: ${answer.status} ${answer.text}, not 429`,
      );
      tally.check(retryAfter > 0 && retryAfter <= 15 * 60, `${label}: Retry-After is ${answer.headers["retry-after"]}`);
    }

    // The owner's browser is held only by its own count: one wrong password is just wrong, then the right one passes.
    const slip = await known.post(b, "/api/session/sign-in", { email, password: "faute-de-frappe" });
    tally.check(slip.status === 401, `a wrong password from the known browser: ${slip.status} ${slip.text}`);
    for (const app of [a, b]) {
      const answer = await known.post(app, "/api/session/sign-in", { email, password });
      tally.check(
        answer.status === 200,
        `the known browser with the right password on ${app}: ${answer.status} ${answer.text}`,
      );
    }
  });
});

import { test } from "@playwright/test";
import { signedIn } from "./support/client";
import { errorCode, type Answer } from "./support/http";
import { organizations, password, people } from "./support/people";
import { query, suite } from "./support/suite";
import { runArea, type Tally } from "./support/tally";

/*
 * Two owners of one organization act against each other at the same moment, each through its own
 * app process: demoting each other, removing each other, or one of each. Whoever wins, the
 * organization keeps an owner, and the other is told plainly why not (403 forbidden or 409
 * last_owner), never a 5xx and never both granted.
 */

const ROUNDS = 8;
const organizationId = organizations.race.id;
const [one, two] = people.raceOwners;
const LOSER_CODES = new Set(["forbidden", "last_owner"]);

/** Both are owners again, whatever the last round did. */
async function bothOwners() {
  for (const owner of [one, two])
    await query(
      `insert into member (id, organization_id, user_id, role, created_at) values ($1, $2, $3, 'owner', now())
       on conflict (id) do update set role = 'owner'`,
      [`sec_member_${organizationId}_${owner.id}`, organizationId, owner.id],
    );
}

const owners = async () =>
  Number(
    (
      await query<{ count: string }>("select count(*) from member where organization_id = $1 and role = 'owner'", [
        organizationId,
      ])
    )[0]!.count,
  );

type Move = { path: string; body: (target: string) => object };
const demote: Move = { path: "/api/orgs/members/role", body: (userId) => ({ userId, role: "admin" }) };
const remove: Move = { path: "/api/orgs/members/remove", body: (userId) => ({ userId }) };

function judge(tally: Tally, label: string, answers: Answer[], ownersLeft: number) {
  const statuses = answers.map((answer) => `${answer.status} ${errorCode(answer) ?? ""}`.trim()).join(" / ");
  tally.check(ownersLeft >= 1, `${label}: the organization was left with ${ownersLeft} owners (${statuses})`);
  const granted = answers.filter((answer) => answer.status === 200);
  tally.check(granted.length === 1, `${label}: ${granted.length} of the two moves were granted (${statuses})`);
  for (const answer of answers.filter((candidate) => candidate.status !== 200))
    tally.check(
      answer.status >= 400 && answer.status < 500 && LOSER_CODES.has(errorCode(answer) ?? ""),
      `${label}: the loser was answered ${answer.status} ${answer.text}`,
    );
}

for (const [name, first, second] of [
  ["demote each other", demote, demote],
  ["remove each other", remove, remove],
  ["one demotes while the other removes", demote, remove],
] as const)
  test(`two owners on two processes ${name} at once, ${ROUNDS} times`, async () => {
    await runArea("roles-race", async (tally) => {
      const { a, b } = suite();
      await bothOwners();
      const [onA, onB] = [await signedIn(a, one.email, password), await signedIn(b, two.email, password)];
      for (let round = 1; round <= ROUNDS; round++) {
        await bothOwners();
        const answers = await Promise.all([
          onA.post(a, first.path, first.body(two.id)),
          onB.post(b, second.path, second.body(one.id)),
        ]);
        judge(tally, `${name}, round ${round}`, answers, await owners());
      }
      await bothOwners();
    });
  });

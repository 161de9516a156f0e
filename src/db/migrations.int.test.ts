import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ping } from "./client";
import { testBed } from "./testing/bed";

const bed = testBed({ tenants: false });

// Both drivers answer raw SQL with { rows }; the shared Database type cannot say so.
async function selectRows<Row>(query: SQL): Promise<Row[]> {
  return ((await bed.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe("database", () => {
  it("applies the committed migrations", async () => {
    const rows = await selectRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      "account",
      "analytics_event",
      "answer_opinion",
      "answer_report",
      "audit_event",
      "badge_seen",
      "billing_customer",
      "billing_subscription",
      "certificate",
      "contact_message",
      "counted_group",
      "department",
      "email_outbox",
      "email_submission",
      "exercise_answer",
      "francization_profile",
      "invitation",
      "invitation_placement",
      "learner_day",
      "learner_profile",
      "learning_event",
      "lesson_attempt",
      "level_reached",
      "member",
      "member_placement",
      "object_deletion",
      "organization",
      "other_language_position",
      "perception_answer",
      "placement_test",
      "position",
      "practice_month",
      "pronunciation_attempt",
      "pronunciation_phrase",
      "pronunciation_recording",
      "pronunciation_self_rating",
      "push_subscription",
      "ranking_member",
      "rate_limit",
      "reminder_sent",
      "review_answer",
      "review_card",
      "review_session",
      "review_sync",
      "seat_grant",
      "session",
      "spoken_exercise_score",
      "stripe_event",
      "team_figures",
      "training_entry",
      "tutor_memory",
      "tutor_message",
      "tutor_session",
      "two_factor",
      "user",
      "verification",
    ]);
  });

  it("applies them only once when asked again", async () => {
    await bed.migrate();
    const rows = await selectRows<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    // One row per migration in the committed journal, however many there are.
    const journal = JSON.parse(readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect(rows[0]?.count).toBe(journal.entries.length);
  });

  it("answers a ping", async () => {
    await expect(ping(bed.db)).resolves.toBeUndefined();
  });
});

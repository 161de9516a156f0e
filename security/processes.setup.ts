import { expect, test } from "@playwright/test";
import { send } from "./support/http";
import { suite } from "./support/suite";

test("two app processes answer, on one PostgreSQL", async () => {
  const { a, b } = suite();
  expect(a).not.toBe(b);
  for (const app of [a, b]) {
    const health = await send(app, { path: "/api/health" });
    expect(health.status, app).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ database: { status: "up", kind: "postgres" } });
  }
});

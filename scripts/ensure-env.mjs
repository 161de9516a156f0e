// First run on a fresh clone: write a .env.local with a random APP_SECRET so the production
// build can start. An existing file is never touched.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

const file = ".env.local";
if (existsSync(file)) {
  console.log(`${file} exists; keeping it.`);
} else {
  writeFileSync(
    file,
    `# Written by scripts/ensure-env.mjs on first run. See .env.example for every variable.\nAPP_SECRET=${randomBytes(48).toString("base64url")}\n`,
  );
  console.log(`Wrote ${file} with a new APP_SECRET.`);
}

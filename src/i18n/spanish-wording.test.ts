import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The usual Spanish adjective for Quebec is « quebequés » (quebequesa, quebequeses, quebequesas),
 * agreeing with its noun; « quebequense » crept into the texts once and must not return.
 */

const root = path.resolve(__dirname, "../..");
const scanned = ["content", "messages"];

const QUEBEQUENSE = /quebequenses?/iu;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(json|mdx?|txt|ya?ml)$/.test(entry.name) ? [full] : [];
  });
}

describe("Spanish texts", () => {
  it("call Quebec's people and things « quebequés », never « quebequense », in content/ and messages/", () => {
    const files = scanned.flatMap((folder) => textFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          QUEBEQUENSE.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.match(QUEBEQUENSE)![0]}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("recognizes every form of the word it refuses, and leaves « quebequés » alone", () => {
    for (const text of ["el término quebequense", "rasgos quebequenses", "Oficina Quebequense"])
      expect(text).toMatch(QUEBEQUENSE);
    for (const text of [
      "el francés quebequés",
      "la cultura quebequesa",
      "rasgos quebequeses",
      "expresiones quebequesas",
    ])
      expect(text).not.toMatch(QUEBEQUENSE);
  });
});

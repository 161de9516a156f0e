import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, parseUntrustedJson, unsafeJsonReason } from "./json";

describe("untrusted JSON", () => {
  it("takes ordinary bodies, accents and emoji included", () => {
    expect(parseUntrustedJson('{"text":"Ça va, Zoë? 👍","items":[1,{"a":null}]}')).toEqual({
      ok: true,
      value: { text: "Ça va, Zoë? 👍", items: [1, { a: null }] },
    });
  });

  it("refuses a NUL character anywhere: a value, a key, deep in an array", () => {
    for (const body of ['{"text":"a\\u0000b"}', '{"a\\u0000":1}', '{"events":[{"p":{"q":["ok","\\u0000"]}}]}']) {
      expect(parseUntrustedJson(body), body).toEqual({ ok: false });
    }
  });

  it("refuses lone surrogates, keeps pairs", () => {
    expect(unsafeJsonReason("\uD83D")).toBe("surrogate");
    expect(unsafeJsonReason("x\uDC00")).toBe("surrogate");
    expect(unsafeJsonReason("\uD83D\uDC4D")).toBeNull();
  });

  it("refuses nesting deeper than any body we take, and text that is not JSON", () => {
    const deep = "[".repeat(MAX_JSON_DEPTH + 2) + "]".repeat(MAX_JSON_DEPTH + 2);
    expect(parseUntrustedJson(deep)).toEqual({ ok: false });
    expect(parseUntrustedJson("{not json")).toEqual({ ok: false });
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./prerendered-csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the hashes of a prerendered page's inline scripts", () => {
  it("cover each inline script once, byte for byte, and no script file", () => {
    const theme = "try{var d=matchMedia('(prefers-color-scheme: dark)').matches}catch(_){}";
    const payload = 'self.__next_f.push([1,"é <b>\\u003c/script"])';
    const html = `<html><head><script>${theme}</script><script src="/_next/static/chunks/a.js" async=""></script>
      <script id="_R_">${payload}</script></head><body><script>${theme}</script><script async src="/b.js"></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(theme), sha(payload)]);
  });

  it("finds none in a page without inline script", () => {
    expect(inlineScriptHashes('<html><script src="/a.js"></script></html>')).toEqual([]);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { varyPrerenderedPages } from "./prerendered-vary";

let server: Server;
let url: string;

beforeAll(async () => {
  varyPrerenderedPages();
  varyPrerenderedPages(); // a second call changes nothing
  server = createServer((_request, response) => {
    // As Next.js does for an app page, then compression for its encoding.
    response.setHeader("Vary", "rsc, next-router-state-tree");
    response.setHeader("Vary", `${String(response.getHeader("Vary"))}, Accept-Encoding`);
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the Vary of a prerendered page", () => {
  it("adds the cookies and the language once to the answers the proxy sent to a variant", async () => {
    const response = await fetch(url, { headers: { "x-prerendered-variant": "en/dark/unset" } });
    expect(response.headers.get("vary")).toBe("rsc, next-router-state-tree, Cookie, Accept-Language, Accept-Encoding");
  });

  it("leaves every other answer's as it is", async () => {
    const response = await fetch(url);
    expect(response.headers.get("vary")).toBe("rsc, next-router-state-tree, Accept-Encoding");
  });
});

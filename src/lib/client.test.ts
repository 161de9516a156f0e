import { describe, expect, it } from "vitest";
import { clientAddress, requestedHost } from "./client";

describe("the client of a request", () => {
  it("has no known address without a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1" }), 0)).toBeNull();
    expect(clientAddress(new Headers(), 0)).toBeNull();
  });

  it("is the address the outermost trusted proxy added, not one the client wrote before it", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.1" });
    expect(clientAddress(headers, 1)).toBe("198.51.100.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.1, 10.0.0.2" }), 2)).toBe(
      "198.51.100.1",
    );
    expect(clientAddress(new Headers({ "x-forwarded-for": "10.0.0.2" }), 2)).toBeNull();
  });

  it("asked for the Host header's host unless a trusted proxy forwards another", () => {
    const headers = new Headers({ host: "app.example", "x-forwarded-host": "evil.example" });
    expect(requestedHost(headers, 0)).toBe("app.example");
    expect(requestedHost(headers, 1)).toBe("evil.example");
    expect(requestedHost(new Headers({ host: "app.example" }), 1)).toBe("app.example");
  });
});

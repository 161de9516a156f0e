import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_CACHE_MS, cachedViewer, forgetViewers, rememberViewer, viewerBriefly } from "./session-cache";
import { sessionCookieOf, type Viewer } from "./viewer";

const carlos: Viewer = {
  userId: "u1",
  email: "carlos@example.test",
  name: "Carlos",
  locale: "es",
  activeOrganizationId: null,
  sessionId: "s1",
};
const priya: Viewer = { ...carlos, userId: "u2", email: "priya@example.test", sessionId: "s2" };

afterEach(() => forgetViewers());

describe("the brief session cache", () => {
  it("remembers the person behind one cookie for a few seconds, then asks again", () => {
    rememberViewer("madameai.session_token=a.sig", carlos, 1_000);
    expect(cachedViewer("madameai.session_token=a.sig", 1_000 + SESSION_CACHE_MS - 1)).toEqual(carlos);
    expect(cachedViewer("madameai.session_token=a.sig", 1_000 + SESSION_CACHE_MS)).toBeNull();
  });

  it("is checked against the database again SESSION_CACHE_MS after the last load, however often it is used", async () => {
    let clock = 1_000;
    let loads = 0;
    let signedIn = true;
    const load = async () => {
      loads += 1;
      return signedIn ? carlos : null;
    };
    const ask = () => viewerBriefly("madameai.session_token=a.sig", load, () => clock);
    expect(await ask()).toEqual(carlos);
    // Used every half second: each use is a hit, and none pushes the next check further away.
    for (clock = 1_500; clock < 1_000 + SESSION_CACHE_MS; clock += 500) expect(await ask()).toEqual(carlos);
    expect(loads).toBe(1);
    signedIn = false; // signed out on another process
    clock = 1_000 + SESSION_CACHE_MS;
    expect(await ask()).toBeNull();
    expect(loads).toBe(2);
    expect(await ask()).toBeNull(); // nobody is remembered for a dead session
    expect(loads).toBe(3);
  });

  it("keys by the whole cookie: another session's cookie is another person", () => {
    rememberViewer("madameai.session_token=a.sig", carlos, 1_000);
    rememberViewer("madameai.session_token=b.sig", priya, 1_000);
    expect(cachedViewer("madameai.session_token=b.sig", 1_001)?.userId).toBe("u2");
    expect(cachedViewer("madameai.session_token=c.sig", 1_001)).toBeNull();
  });

  it("forgets everyone when a session ends on this process", () => {
    rememberViewer("madameai.session_token=a.sig", carlos, Date.now());
    forgetViewers();
    expect(cachedViewer("madameai.session_token=a.sig")).toBeNull();
  });

  it("is one memory per process, even when the bundler loads this file twice (the front door's copy)", async () => {
    rememberViewer("madameai.session_token=a.sig", carlos, Date.now());
    vi.resetModules();
    const otherCopy = await import("./session-cache");
    expect(otherCopy.forgetViewers).not.toBe(forgetViewers);
    expect(otherCopy.cachedViewer("madameai.session_token=a.sig")).toEqual(carlos);
    otherCopy.forgetViewers();
    expect(cachedViewer("madameai.session_token=a.sig")).toBeNull();
  });

  it("reads the session cookie out of a request's cookies, secure prefix included", () => {
    expect(sessionCookieOf(new Headers({ cookie: "NEXT_LOCALE=fr; madameai.session_token=abc.def; theme=dark" }))).toBe(
      "madameai.session_token=abc.def",
    );
    expect(sessionCookieOf(new Headers({ cookie: "__Secure-madameai.session_token=abc.def" }))).toBe(
      "__Secure-madameai.session_token=abc.def",
    );
    expect(sessionCookieOf(new Headers({ cookie: "theme=dark" }))).toBeNull();
    expect(sessionCookieOf(new Headers())).toBeNull();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { SESSION_CACHE_MS, cachedViewer, forgetViewers, rememberViewer } from "./session-cache";
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

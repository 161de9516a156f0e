import { send, type Answer, type RawRequest } from "./http";

/**
 * One browser as the server sees it: its cookies (shared by both app processes, as a browser
 * shares cookies between ports of one host), the CSRF token of the last page it opened, and the
 * Origin of the app it calls. Cookies are kept by name only: every app here is on 127.0.0.1.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  csrfToken = "";

  /** Opens a page (the sign-in page by default) for its CSRF cookie and token. */
  async open(base: string, path = "/auth/sign-in"): Promise<Answer> {
    const answer = await this.request(base, { path });
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(answer.text)?.[1];
    if (!token) throw new Error(`no CSRF token on ${base}${path} (${answer.status})`);
    this.csrfToken = token;
    return answer;
  }

  /** A request with this browser's cookies; the cookies it sets are kept. */
  async request(base: string, request: RawRequest): Promise<Answer> {
    const cookie = this.cookieHeader();
    const answer = await send(base, {
      ...request,
      headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    });
    this.keepCookies(answer);
    return answer;
  }

  /** A JSON call as the app's pages make it: same Origin, the page's CSRF token. */
  post(base: string, path: string, body?: unknown, { method = "POST", headers = {} } = {}): Promise<Answer> {
    return this.request(base, {
      method,
      path,
      headers: {
        origin: base,
        "x-csrf-token": this.csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Signs in with a password on `base` (opening its sign-in page first when no token is known yet). */
  async signIn(base: string, email: string, password: string, extra: Record<string, unknown> = {}): Promise<Answer> {
    if (!this.csrfToken) await this.open(base);
    return this.post(base, "/api/session/sign-in", { email, password, ...extra });
  }

  /** Another browser with the same cookies and token (a second tab, or a stolen cookie jar). */
  clone(): Browser {
    const copy = new Browser();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    copy.csrfToken = this.csrfToken;
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(answer: Answer): void {
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const removed =
        value === "" ||
        attributes.some((attribute) => {
          const [key = "", setting = ""] = attribute.split("=").map((part) => part.trim().toLowerCase());
          return (key === "max-age" && Number(setting) <= 0) || (key === "expires" && Date.parse(setting) < Date.now());
        });
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A browser signed in on `base`; fails loudly when the sign-in does not pass. */
export async function signedIn(base: string, email: string, password: string): Promise<Browser> {
  const browser = new Browser();
  const answer = await browser.signIn(base, email, password);
  if (answer.status !== 200) throw new Error(`sign-in as ${email} on ${base}: ${answer.status} ${answer.text}`);
  return browser;
}

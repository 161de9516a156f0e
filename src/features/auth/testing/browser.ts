import { env } from "@/env";
import type { Auth } from "../server";
import type { Viewer } from "../viewer";

/**
 * For integration tests: one browser's cookies, kept from better-auth's answers (called with
 * `returnHeaders`, since outside a request nextCookies has nowhere to put them).
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  headers(): Headers {
    const headers = new Headers({ origin: new URL(env().APP_URL).origin });
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    return headers;
  }

  keep(answer: Headers): void {
    for (const line of answer.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value.join("=") === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.endsWith(name));
  }

  /** E-mail and password; true when a second factor is now required. */
  async signIn(auth: Auth, email: string, password: string): Promise<{ twoFactorRequired: boolean }> {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: this.headers(),
      returnHeaders: true,
    });
    this.keep(headers);
    return { twoFactorRequired: "twoFactorRedirect" in response && Boolean(response.twoFactorRedirect) };
  }

  /** Completes a pending sign-in with an app code, straight through better-auth. */
  async signInWithCode(auth: Auth, code: string): Promise<void> {
    const { headers } = await auth.api.verifyTOTP({ body: { code }, headers: this.headers(), returnHeaders: true });
    this.keep(headers);
  }

  /** The signed-in person, as our routes see them. */
  async viewer(auth: Auth): Promise<Viewer> {
    const result = await auth.api.getSession({ headers: this.headers() });
    if (!result) throw new Error("not signed in");
    return {
      userId: result.user.id,
      email: result.user.email,
      name: result.user.name,
      locale: null,
      activeOrganizationId: null,
      sessionId: result.session.id,
    };
  }
}

/** The stable code of a refused call (ApiError), for `expect(await codeOf(promise))`. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error)
      return String((error as { code: unknown }).code);
    throw error;
  }
  return "ok";
}

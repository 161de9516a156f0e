// Signing a bench user in as the sign-in form does: the page's CSRF cookie and token, then the
// session cookie, returned together for the requests that follow.

/** Signs `email` in on `app`; returns the cookie header and the CSRF token to send with. */
export async function signIn(app, email, password) {
  const page = await fetch(`${app}/auth/sign-in`);
  const csrfCookie = page.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = (await page.text()).match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
  const response = await fetch(`${app}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app, "x-csrf-token": token, cookie: csrfCookie },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`bench sign-in as ${email}: ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie: `${csrfCookie}; ${session}`, token };
}

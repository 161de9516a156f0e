import type { APIRequestContext, Page } from "@playwright/test";

/** Signs in through the API the way the sign-in form does (page's CSRF token, JSON), without typing. */
export async function signInByApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<void> {
  const html = await (await request.get(`${baseURL}/auth/sign-in`)).text();
  const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
  if (!token) throw new Error("no CSRF token on the sign-in page");
  const response = await request.post(`${baseURL}/api/session/sign-in`, {
    data: { email, password },
    headers: { origin: baseURL, "x-csrf-token": token },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
}

/** Signs in by filling the form, as a person would. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/Adresse courriel|Email address|Correo electrónico/).fill(email);
  await page.getByLabel(/Mot de passe|Password|Contraseña/).fill(password);
  await page.getByRole("button", { name: /Se connecter|Sign in|Iniciar sesión/ }).click();
}

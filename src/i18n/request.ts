import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { savedLocaleOfViewer } from "@/features/preferences";
import { isLocale, LOCALE_COOKIE } from "./config";
import { loadMessages } from "./messages";
import { resolveLocale } from "./resolve-locale";

// No locale in the URL: every path of the product is served as is, in the visitor's language. A
// component may still ask for another language explicitly (an article shown in its own language).
export default getRequestConfig(async ({ locale: asked, requestLocale }) => {
  if (isLocale(asked)) return { locale: asked, messages: await loadMessages(asked), timeZone: "America/Toronto" };
  // A prerendered page's language comes from its variant (setRequestLocale), never from the request.
  const variantLocale = await requestLocale;
  if (isLocale(variantLocale)) {
    return { locale: variantLocale, messages: await loadMessages(variantLocale), timeZone: "America/Toronto" };
  }
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({
    saved: await savedLocaleOfViewer(),
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get("accept-language"),
  });
  return { locale, messages: await loadMessages(locale), timeZone: "America/Toronto" };
});

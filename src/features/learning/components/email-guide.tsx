import { getTranslations } from "next-intl/server";
import { EMAIL_GUIDE } from "../email/guide";

const speechLang = { fr: "fr-CA", en: "en-CA" } as const;

/**
 * The conventions of a work e-mail in French and in English: what each part is for, explained in
 * the reader's language, with examples in the language described. The reader's course comes first.
 */
export async function EmailGuide({ courseLanguage }: { courseLanguage: "fr" | "en" }) {
  const t = await getTranslations("learning.emailGuide");
  const languages = courseLanguage === "fr" ? (["fr", "en"] as const) : (["en", "fr"] as const);
  return (
    <div className="flex flex-col gap-10">
      {languages.map((language) => (
        <section key={language} aria-labelledby={`guide-${language}`} className="flex flex-col gap-4">
          <h2 id={`guide-${language}`} className="font-display text-2xl font-semibold tracking-tight">
            {language === "fr" ? t("fr.title") : t("en.title")}
          </h2>
          <p className="text-muted-foreground">{language === "fr" ? t("fr.lead") : t("en.lead")}</p>
          {EMAIL_GUIDE[language].map((section) => (
            <section
              key={section.id}
              aria-labelledby={`guide-${language}-${section.id}`}
              className="flex flex-col gap-2 rounded-2xl border bg-card p-5"
            >
              {/* Keys built from the guide's data: src/i18n/messages.test.ts checks each one exists in every language. */}
              <h3 id={`guide-${language}-${section.id}`} className="text-lg font-semibold">
                {t(`${language}.${section.id}.title` as never)}
              </h3>
              <p>{t(`${language}.${section.id}.text` as never)}</p>
              <ul lang={speechLang[language]} className="flex flex-col gap-1.5">
                {section.examples.map((example) => (
                  <li key={example} className="rounded-xl bg-muted px-4 py-2 font-medium whitespace-pre-line">
                    {example}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

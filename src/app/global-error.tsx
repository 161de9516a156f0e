"use client";

import "./globals.css";

/*
 * Last resort, when even the root layout failed: no translations can load here, so it speaks
 * the three interface languages at once, French first.
 */
const messages = [
  {
    lang: "fr",
    title: "Une erreur est survenue",
    text: "Le service a rencontré un problème. Réessayez dans un instant.",
    retry: "Réessayer",
  },
  {
    lang: "en",
    title: "Something went wrong",
    text: "The service ran into a problem. Please try again in a moment.",
    retry: "Try again",
  },
  {
    lang: "es",
    title: "Se produjo un error",
    text: "El servicio tuvo un problema. Vuelva a intentarlo en un momento.",
    retry: "Reintentar",
  },
];

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-8 px-4">
          {messages.map((message) => (
            <section key={message.lang} lang={message.lang} className="flex flex-col items-start gap-2">
              <h1 className="text-2xl font-semibold">{message.title}</h1>
              <p>{message.text}</p>
              <button
                type="button"
                onClick={reset}
                className="rounded-full bg-primary px-4 py-2 text-primary-foreground"
              >
                {message.retry}
              </button>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}

"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useTransition, type FormEvent } from "react";

/** Long enough to let a name be typed out, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 300;

/**
 * A GET form of filters applied as they change and written to the URL (shareable, kept on reload,
 * the page reads them on the server): a choice at once, typing after a pause. Without script the
 * form still submits itself. `hrefOf` turns the form's fields into the address to show.
 */
export function useUrlFilters(hrefOf: (pathname: string, values: Record<string, string>) => string) {
  const router = useRouter();
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, startTransition] = useTransition();

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply() {
    clearTimeout(timer.current);
    if (!form.current) return;
    const values = Object.fromEntries(
      [...new FormData(form.current).entries()].map(([name, value]) => [name, String(value)]),
    );
    const href = hrefOf(pathname, values);
    startTransition(() => router.replace(href, { scroll: false }));
  }

  function applySoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(apply, SEARCH_DELAY_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply();
  }

  return { form, pathname, pending, apply, applySoon, submit };
}

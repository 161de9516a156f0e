"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { failureText, request } from "@/lib/request";
import { signOutEverywhere } from "../session-client";

/** The password and the typed word; once the account is gone, every tab of this browser goes to sign-in. */
export function AccountDeletionForm() {
  const t = useTranslations("security.deletion");
  const common = useTranslations("security");
  const word = t("word");
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches) {
      setError(t("mismatch", { word }));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await request("POST", "/api/account/delete", {
        password: String(new FormData(event.currentTarget).get("password") ?? ""),
        confirmation: typed,
      });
      // The session is already gone on the server; this tells the other tabs and shows sign-in.
      await signOutEverywhere();
    } catch (failure) {
      setPending(false);
      setError(failureText(failure, common("networkError")));
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={512}
      />
      <TextField
        label={t("wordLabel", { word })}
        name="confirmation"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p role="alert" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      <Button
        type="submit"
        disabled={pending || !matches}
        className="self-start bg-danger text-background hover:bg-danger/90"
      >
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}

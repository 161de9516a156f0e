"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { failureText } from "@/lib/request";

/** Asks for the current password before a sensitive change; `onConfirm` does the change and may throw a RequestError. */
export function PasswordStep({
  submitLabel,
  onConfirm,
  onCancel,
  children,
  danger = false,
}: {
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel?: () => void;
  children?: ReactNode;
  danger?: boolean;
}) {
  const t = useTranslations("security");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setError(null);
    try {
      await onConfirm(String(new FormData(form).get("password") ?? ""));
      form.reset();
    } catch (failure) {
      setError(failureText(failure, t("networkError")));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      {children}
      <TextField
        label={t("twoFactor.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={512}
      />
      <p role="alert" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={pending}
          className={danger ? "bg-danger text-background hover:bg-danger/90" : undefined}
        >
          {pending ? t("twoFactor.working") : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            {t("twoFactor.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition, type ChangeEvent } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { inputClass } from "@/components/ui/text-field";
import { locales, localeNames, type Locale } from "@/i18n/config";
import { cn } from "@/lib/cn";
import { failureText, request, RequestError } from "@/lib/request";
import type { ImportFileError, ImportRow, MissingUnits as Missing } from "../staff-import";
import { MissingUnits } from "./missing-units";

const fileErrors: readonly string[] = [
  "file_empty",
  "file_too_large",
  "too_many_rows",
  "header_missing_email",
  "file_unreadable",
] satisfies ImportFileError[];

type Preview = { valid: number; invalid: number; rows: ImportRow[]; missingUnits: Missing };
type Unit = { id: string; name: string };

/**
 * Inviting many people from a CSV file: the file is previewed on the server (every bad row listed
 * with its reason, nothing stored), then imported only when the admin confirms.
 */
export function StaffImport({ departments, positions }: { departments: Unit[]; positions: Unit[] }) {
  const t = useTranslations("team.import");
  const errorsT = useTranslations("errors");
  const orgs = useTranslations("orgs");
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [locale, setLocale] = useState<Locale>(useLocale() as Locale);
  const [busy, setBusy] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const [message, setMessage] = useState<{ kind: "done" | "error"; text: string } | null>(null);
  const unitName = (units: Unit[], unitId: string | null) => units.find((unit) => unit.id === unitId)?.name ?? "";

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setPreview(null);
    setMessage(null);
    if (!chosen) return;
    setBusy(true);
    try {
      setPreview(await request<Preview>("POST", "/api/team/import/preview", chosen));
    } catch (failure) {
      setMessage({ kind: "error", text: fileFailure(failure) });
    } finally {
      setBusy(false);
    }
  }

  // The missing departments and positions were just created: the same file, checked again, and the
  // page's lists refreshed so the preview names them.
  async function recheck(created: number) {
    if (!file) return;
    setPreview(await request<Preview>("POST", "/api/team/import/preview", file));
    setMessage({ kind: "done", text: t("created", { count: created }) });
    startTransition(() => router.refresh());
  }

  // A refused file names its reason (too large, no e-mail column…) in the error's field code.
  function fileFailure(failure: unknown): string {
    const code = failure instanceof RequestError ? failure.body.error.fields?.[0]?.code : undefined;
    return code && fileErrors.includes(code)
      ? t(`fileErrors.${code as ImportFileError}`)
      : failureText(failure, errorsT("network"));
  }

  async function confirm() {
    if (!file || !preview) return;
    setBusy(true);
    try {
      const { invited } = await request<{ invited: number }>(
        "POST",
        `/api/team/import?expected=${preview.valid}&locale=${locale}`,
        file,
      );
      setMessage({ kind: "done", text: t("done", { count: invited }) });
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = "";
      startTransition(() => router.refresh());
    } catch (failure) {
      setMessage({ kind: "error", text: fileFailure(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("help")}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t("file")}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
          disabled={busy}
          className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-muted file:px-4 file:py-2 file:font-medium"
        />
      </div>
      {busy && !preview && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("reading")}
        </p>
      )}
      {preview && (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-medium">
            {t("summary", { valid: preview.valid, invalid: preview.invalid })}
          </p>
          <ScrollRegion label={t("tableCaption")} className="max-h-96 rounded-xl border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead className="sticky top-0 bg-card">
                <tr className="border-b">
                  {(["line", "email", "name", "role", "department", "position", "status"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr
                    key={row.line}
                    className={cn("border-b last:border-0", row.errors.length > 0 && "bg-danger-soft/50")}
                    data-import-line={row.line}
                  >
                    <td className="px-3 py-2 tabular-nums">{row.line}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{row.email}</td>
                    <td className="px-3 py-2">{row.name}</td>
                    <td className="px-3 py-2">{row.role && orgs(`roles.${row.role}`)}</td>
                    <td className="px-3 py-2">{unitName(departments, row.departmentId)}</td>
                    <td className="px-3 py-2">{unitName(positions, row.positionId)}</td>
                    <td className="px-3 py-2">
                      {row.errors.length === 0 ? (
                        <span className="text-primary">{t("ok")}</span>
                      ) : (
                        <ul className="text-danger">
                          {row.errors.map((error) => (
                            <li key={`${error.code}-${error.field ?? ""}`}>{t(`errors.${error.code}`)}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <MissingUnits missing={preview.missingUnits} onCreated={recheck} />
          {preview.valid > preview.rows.filter((row) => row.errors.length === 0).length && (
            <p className="text-sm text-muted-foreground">{t("moreValid")}</p>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-locale`} className="text-sm font-medium">
                {t("emailLanguage")}
              </label>
              <select
                id={`${id}-locale`}
                value={locale}
                onChange={(event) => setLocale(event.target.value as Locale)}
                className={cn(inputClass, "h-10 w-auto py-0 text-sm")}
              >
                {locales.map((option) => (
                  <option key={option} value={option}>
                    {localeNames[option]}
                  </option>
                ))}
              </select>
            </div>
            <Button onClick={() => void confirm()} disabled={busy || refreshing || preview.valid === 0}>
              {t("confirm", { count: preview.valid })}
            </Button>
          </div>
          {preview.invalid > 0 && (
            <p className="text-sm text-muted-foreground">{t("skipped", { count: preview.invalid })}</p>
          )}
        </div>
      )}
      <FormMessage message={message} />
    </div>
  );
}

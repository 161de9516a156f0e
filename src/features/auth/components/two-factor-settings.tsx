"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { failureText, request } from "@/lib/request";
import { PasswordStep } from "./password-step";
import { RecoveryCodes } from "./recovery-codes";

type Setup = { secret: string; qr: { size: number; path: string } };
type Step =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "scan"; setup: Setup }
  | { kind: "codes"; codes: string[]; justEnabled: boolean };

/** The secret in groups of four, easier to type into an app by hand (apps ignore the spaces). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Two-factor on the authentication settings page. Off: password → QR code and secret → a code
 * from the app → the recovery codes, once. On: new recovery codes, or turn it off (password).
 * `canEnable` is the multiFactorAuth flag: without it, someone who has it on may only turn it off.
 */
export function TwoFactorSettings({
  enabled,
  canEnable,
  email,
}: {
  enabled: boolean;
  canEnable: boolean;
  email: string;
}) {
  const t = useTranslations("security.twoFactor");
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [notice, setNotice] = useState<string | null>(null);

  const finish = () => {
    setStep({ kind: "idle" });
    router.refresh();
  };

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4 border-t pt-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-factor-title" className="font-display text-xl font-semibold">
          {t("title")}
        </h2>
        <Badge className={enabled ? "bg-primary-soft text-primary" : "bg-muted text-foreground"}>
          {enabled ? t("statusOn") : t("statusOff")}
        </Badge>
      </div>
      <p className="max-w-2xl text-muted-foreground">{enabled ? t("onDescription") : t("offDescription")}</p>
      {enabled && !canEnable && <p className="max-w-2xl text-sm text-muted-foreground">{t("flagOffButOn")}</p>}
      <p role="status" className="text-sm font-medium text-primary empty:hidden">
        {notice}
      </p>

      {step.kind === "codes" ? (
        <>
          {step.justEnabled && <p className="font-medium">{t("enabled")}</p>}
          <RecoveryCodes codes={step.codes} email={email} onDone={finish} />
        </>
      ) : !enabled ? (
        <>
          {step.kind === "idle" && (
            <Button className="self-start" onClick={() => setStep({ kind: "password" })}>
              {t("start")}
            </Button>
          )}
          {step.kind === "password" && (
            <PasswordStep
              submitLabel={t("continue")}
              onCancel={() => setStep({ kind: "idle" })}
              onConfirm={async (password) => {
                const setup = await request<Setup>("POST", "/api/account/two-factor/enable", { password });
                setStep({ kind: "scan", setup });
              }}
            >
              <p className="text-sm text-muted-foreground">{t("passwordHint")}</p>
            </PasswordStep>
          )}
          {step.kind === "scan" && (
            <ScanStep
              setup={step.setup}
              onCancel={() => setStep({ kind: "idle" })}
              onEnabled={(codes) => {
                setStep({ kind: "codes", codes, justEnabled: true });
                // The badge and sections follow the server; the codes stay on screen (client state).
                router.refresh();
              }}
            />
          )}
        </>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          {canEnable && (
            <section aria-labelledby="regenerate-title" className="flex flex-col gap-3">
              <h3 id="regenerate-title" className="font-display text-lg font-semibold">
                {t("regenerateTitle")}
              </h3>
              <p className="text-sm text-muted-foreground">{t("regenerateDescription")}</p>
              <PasswordStep
                submitLabel={t("regenerate")}
                onConfirm={async (password) => {
                  const { recoveryCodes } = await request<{ recoveryCodes: string[] }>(
                    "POST",
                    "/api/account/two-factor/recovery-codes",
                    { password },
                  );
                  setNotice(null);
                  setStep({ kind: "codes", codes: recoveryCodes, justEnabled: false });
                }}
              />
            </section>
          )}
          <section aria-labelledby="disable-title" className="flex flex-col gap-3">
            <h3 id="disable-title" className="font-display text-lg font-semibold">
              {t("disableTitle")}
            </h3>
            <p className="text-sm text-muted-foreground">{t("disableDescription")}</p>
            <PasswordStep
              danger
              submitLabel={t("disable")}
              onConfirm={async (password) => {
                await request("POST", "/api/account/two-factor/disable", { password });
                setNotice(t("disabled"));
                router.refresh();
              }}
            />
          </section>
        </div>
      )}
    </section>
  );
}

/** The QR code and the secret, then the code that proves the app has them. */
function ScanStep({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: Setup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useTranslations("security");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const code = String(new FormData(event.currentTarget).get("code") ?? "");
      const { recoveryCodes } = await request<{ recoveryCodes: string[] }>("POST", "/api/account/two-factor/confirm", {
        code,
      });
      onEnabled(recoveryCodes);
    } catch (failure) {
      setPending(false);
      setError(failureText(failure, t("networkError")));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="scan-title" className="flex flex-col gap-3">
        <h3 id="scan-title" className="font-display text-lg font-semibold">
          {t("twoFactor.scanTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("twoFactor.scanDescription")}</p>
        {/* Dark on white in both themes: scanners need the contrast the QR standard assumes. */}
        <svg
          role="img"
          aria-label={t("twoFactor.qrLabel")}
          viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
          shapeRendering="crispEdges"
          className="size-52 rounded-xl border bg-white"
        >
          <path d={setup.qr.path} fill="#000000" />
        </svg>
        <p className="text-sm">{t("twoFactor.manualLabel")}</p>
        <code
          data-secret={setup.secret}
          className="max-w-md break-all rounded-lg bg-muted px-3 py-2 font-mono text-base select-all"
        >
          {grouped(setup.secret)}
        </code>
      </section>
      <section aria-labelledby="code-title" className="flex flex-col gap-3">
        <h3 id="code-title" className="font-display text-lg font-semibold">
          {t("twoFactor.codeTitle")}
        </h3>
        <form onSubmit={submit} className="flex max-w-xs flex-col gap-4">
          <TextField
            label={t("twoFactor.code")}
            hint={t("twoFactor.codeHint")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
          />
          <p role="alert" className="min-h-5 text-sm font-medium text-danger">
            {error}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? t("twoFactor.working") : t("twoFactor.confirm")}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
              {t("twoFactor.cancel")}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

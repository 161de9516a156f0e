"use client";

import { Copy, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The recovery codes, shown once: to copy, download as a text file, then put away. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useTranslations("security.twoFactor");
  const [notice, setNotice] = useState<string | null>(null);
  const text = [t("fileHeader", { email }), "", ...codes, ""].join("\n");

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setNotice(t("copied"));
    } catch {
      // No clipboard (permissions, old browser): the codes stay on screen to copy by hand.
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = t("fileName");
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h3 id="recovery-codes-title" className="font-display text-lg font-semibold">
        {t("recoveryTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("recoveryDescription")}</p>
      <ol
        aria-labelledby="recovery-codes-title"
        className="grid max-w-md grid-cols-2 gap-2 rounded-xl border bg-muted/50 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t("copy")}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden />
          {t("download")}
        </Button>
        <Button type="button" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-primary">
        {notice}
      </p>
    </section>
  );
}

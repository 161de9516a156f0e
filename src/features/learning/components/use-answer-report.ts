"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { failureText, request } from "@/lib/request";
import type { PlayerItem } from "../player-types";
import type { ReportControl } from "./feedback-panel";

/*
 * « My answer should be accepted »: offered where the answers are stored in the learner's account
 * (a lesson or unit test, a review session; not the trial of /try), after a typed answer the
 * server rejected. Only the position is sent: the server reads the answer it stored.
 */
const REPORT_ENDPOINT = "/api/learning/answer-reports";
const TYPED_VIEWS: ReadonlySet<string> = new Set(["translate", "fillGap", "listen", "wordOrder"]);
type ReportState = { index: number; status: ReportControl["status"]; error: string | null };

/** The report control for the item on screen (none when it cannot be reported), and how to forget it on moving on. */
export function useAnswerReport({
  attemptId,
  kind,
  item,
  rejectedText,
}: {
  attemptId: string;
  /** Where the answers are stored; none for answers that are not kept. */
  kind: "lesson" | "review" | undefined;
  item: PlayerItem | undefined;
  /** The server rejected the text typed for this item. */
  rejectedText: boolean;
}): { control: ReportControl | undefined; reset: () => void } {
  const t = useTranslations("learning");
  const [report, setReport] = useState<ReportState | null>(null);
  const reset = useCallback(() => setReport(null), []);

  const reportable = rejectedText && item && kind && TYPED_VIEWS.has(item.view.type);
  const sendReport = async () => {
    if (!item || !kind || (report?.index === item.index && report.status !== "idle")) return;
    const index = item.index;
    setReport({ index, status: "sending", error: null });
    try {
      await request("POST", REPORT_ENDPOINT, { attemptId, index, kind });
      // Keyed by the item: an answer that arrives after Continue does not mark the next item.
      setReport((current) => (current?.index === index ? { index, status: "done", error: null } : current));
    } catch (failure) {
      setReport((current) =>
        current?.index === index ? { index, status: "idle", error: failureText(failure, t("report.failed")) } : current,
      );
    }
  };
  const reportHere = report?.index === item?.index ? report : null;
  const control = reportable
    ? { status: reportHere?.status ?? "idle", error: reportHere?.error ?? null, onReport: () => void sendReport() }
    : undefined;
  return { control, reset };
}

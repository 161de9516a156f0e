"use client";

import { useCallback, useRef, useState } from "react";
import { useLatest } from "@/components/browser/use-latest";
import { isApiErrorBody } from "@/lib/api/errors";
import { CSRF_HEADER } from "@/lib/csrf-header";
import { pageCsrfToken, RequestError } from "@/lib/request";
import type { SessionView, TurnEvent } from "../types";

/** Where a turn is: sent and not answered (connecting), answered and waiting for a word (thinking), or Madame's words arriving (streaming). */
export type TurnPhase = "idle" | "connecting" | "thinking" | "streaming";

export type TurnHandlers = {
  onDelta: (text: string) => void;
  onReplace: (text: string) => void;
  onView: (view: SessionView) => void;
  onError: (message: string, view: SessionView | null) => void;
};

/**
 * Sends a turn and reads Madame's answer as it streams (newline-delimited JSON, TurnEvent); a
 * guided answer (plain JSON) comes whole. `abort` cuts the answer off: the server stops the model
 * and keeps what she had said. Failures before the answer starts reject with a RequestError.
 */
export function useTurnStream(handlers: TurnHandlers): {
  phase: TurnPhase;
  run: (url: string, body: unknown) => Promise<void>;
  abort: () => void;
} {
  const [phase, setPhase] = useState<TurnPhase>("idle");
  const current = useRef<AbortController | null>(null);
  const on = useLatest(handlers);

  const abort = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setPhase("idle");
  }, []);

  const run = useCallback(
    async (url: string, body: unknown) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setPhase("connecting");
      const headers: Record<string, string> = {
        Accept: "application/x-ndjson, application/json",
        "Content-Type": "application/json",
      };
      const token = pageCsrfToken();
      if (token) headers[CSRF_HEADER] = token;
      try {
        let response: Response;
        try {
          response = await fetch(url, {
            method: "POST",
            headers,
            body: JSON.stringify(body),
            credentials: "same-origin",
            signal: controller.signal,
          });
        } catch (error) {
          if (controller.signal.aborted) return;
          throw new RequestError(0, { error: { code: "network_error", message: String(error) } });
        }
        if (!response.ok || !(response.headers.get("content-type") ?? "").includes("ndjson")) {
          const json: unknown = await response.json().catch(() => null);
          if (response.ok) return on.current.onView(json as SessionView);
          if (isApiErrorBody(json)) throw new RequestError(response.status, json);
          throw new RequestError(response.status, {
            error: { code: "internal_error", message: response.statusText || String(response.status) },
          });
        }
        setPhase("thinking");
        await readEvents(response.body!, (event) => {
          if (event.type === "delta") {
            setPhase("streaming");
            on.current.onDelta(event.text);
          } else if (event.type === "replace") on.current.onReplace(event.text);
          else if (event.type === "done") on.current.onView(event.view);
          else on.current.onError(event.message, event.view);
        }).catch((error: unknown) => {
          // Cut off by the learner: what Madame said is kept on the server, the next view shows it.
          if (!controller.signal.aborted)
            throw new RequestError(0, { error: { code: "network_error", message: String(error) } });
        });
      } finally {
        if (current.current === controller) {
          current.current = null;
          setPhase("idle");
        }
      }
    },
    [on],
  );

  return { phase, run, abort };
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: TurnEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as TurnEvent);
  }
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { request, RequestError } from "@/lib/request";

/** The service worker that shows the reminders pushed to this device (public/push-worker.js). */
const WORKER = "/push-worker.js";

type State = "checking" | "unsupported" | "denied" | "off" | "on";

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The VAPID public key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function subscribe(publicKey: string): Promise<void> {
  const registration = await navigator.serviceWorker.register(WORKER);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await request("POST", "/api/reminders/push", subscription.toJSON());
}

async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  // Already forgotten by the server (another account's, or dropped by its push service): only the browser's is left.
  await request("DELETE", "/api/reminders/push", { endpoint: subscription.endpoint }).catch((error: unknown) => {
    if (!(error instanceof RequestError && error.code === "not_found")) throw error;
  });
  await subscription.unsubscribe();
}

/** What this browser can do, and whether it is already subscribed. */
async function initialState(): Promise<State> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return (await currentSubscription().catch(() => null)) ? "on" : "off";
}

/**
 * "Also remind me by notification on this device": shown only where the browser can receive web
 * push, and only when the server offers it. It takes effect at once, for this device only.
 */
export function PushReminderToggle({ publicKey }: { publicKey: string }) {
  const t = useTranslations("onboarding.settings.push");
  const [state, setState] = useState<State>("checking");
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let shown = true;
    void initialState().then((found) => shown && setState(found));
    return () => {
      shown = false;
    };
  }, []);

  if (state === "checking" || state === "unsupported") return null;

  async function change(on: boolean) {
    setPending(true);
    setFailed(false);
    try {
      if (on) {
        const permission = await Notification.requestPermission();
        if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
        await subscribe(publicKey);
      } else {
        await unsubscribe();
      }
      setState(on ? "on" : "off");
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  const id = "settings-pushReminder";
  return (
    <section aria-labelledby={`${id}-heading`} className="flex max-w-2xl flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={state === "on"}
          disabled={pending || state === "denied"}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={id} className="font-medium">
            {t("label")}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {state === "denied" ? t("denied") : t("hint")}
          </p>
        </div>
      </div>
      <p role="status" className="min-h-5 text-sm">
        {failed ? t("failed") : state === "on" ? t("on") : state === "off" ? t("off") : null}
      </p>
    </section>
  );
}

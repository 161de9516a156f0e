"use client";

import { Mic, MicOff } from "lucide-react";
import { useTranslations } from "next-intl";
import type { RecognitionStatus } from "@/components/speech/use-recognition";
import type { RecorderStatus } from "@/components/speech/use-recorder";
import { Button } from "@/components/ui/button";
import type { MicrophoneMode } from "./microphone";

/**
 * The microphone, always there: it listens, records a turn for the server, or tries again after a
 * refusal (the learner may have allowed it since). Where nothing can listen, pressing it is still
 * answered: `onPress` runs in every mode, and the composer explains.
 */
export function MicButton({
  mode,
  recognition,
  recorder,
  disabled,
  onPress,
}: {
  mode: MicrophoneMode;
  recognition: { status: RecognitionStatus; listen: () => void; stop: () => void };
  recorder: { status: RecorderStatus; start: () => Promise<void>; stop: () => void } | null;
  disabled: boolean;
  onPress: () => void;
}) {
  const t = useTranslations("tutor.session");
  const listening = mode === "listen" && recognition.status === "listening";
  const recording = mode === "record" && recorder?.status === "recording";
  const active = listening || recording;
  const label = listening
    ? t("stopListening")
    : recording
      ? t("stopRecording")
      : mode === "record"
        ? t("record")
        : t("speak");

  const press = () => {
    onPress();
    if (mode === "listen") {
      if (listening) recognition.stop();
      else recognition.listen();
    } else if (mode === "record") {
      if (recording) recorder?.stop();
      else void recorder?.start();
    } else if (mode === "denied") {
      if (recognition.status === "denied") recognition.listen();
      else void recorder?.start();
    }
  };

  return (
    <Button
      type="button"
      size="icon"
      variant={active ? "primary" : "outline"}
      className="size-12"
      disabled={disabled}
      onClick={press}
      aria-label={label}
      aria-pressed={active}
    >
      {active ? <MicOff aria-hidden /> : <Mic aria-hidden />}
    </Button>
  );
}

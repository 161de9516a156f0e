import { AudioLines } from "lucide-react";

/** Whose voice the server speaks with when the browser has none: its TTS server's, or eSpeak's synthetic one. */
export type ServerVoice = "server" | "synthetic";

/**
 * Says plainly, next to a play button, that the voice heard is synthetic (robotic, not a model
 * of how people speak). `text` is the page's own words for it, in the namespace it uses.
 */
export function SyntheticVoiceLabel({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="synthetic-voice">
      <AudioLines aria-hidden className="size-3.5 shrink-0" />
      {text}
    </p>
  );
}

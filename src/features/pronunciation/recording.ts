import { parseBuffer } from "music-metadata";
import { ApiError } from "@/lib/api/errors";
import { audioContainer, type AudioContainer } from "@/lib/audio";

/*
 * A recording a learner sends: checked before anything is stored. Its kind comes from its first
 * bytes (WebM, Ogg, WAV or MP4), its length from its own headers (music-metadata), and a file cut
 * short (its header promises more than it holds) is refused. The practice screen records WAV, so
 * its length is always known; a WebM without a duration in its header cannot be checked and is
 * refused as unreadable.
 */

/** 15 seconds of 16 kHz 16-bit mono WAV is 480 KB; Opus or AAC far less. */
export const MAX_RECORDING_BYTES = 1024 * 1024;
/** The longest phrase, said slowly. */
export const MAX_RECORDING_MS = 15_000;

export type CheckedRecording = AudioContainer & { durationMs: number; bytes: number };

export async function checkRecording(bytes: Uint8Array): Promise<CheckedRecording> {
  if (bytes.byteLength === 0) throw new ApiError("recording_empty");
  if (bytes.byteLength > MAX_RECORDING_BYTES) throw new ApiError("payload_too_large");
  const container = audioContainer(bytes);
  if (!container) throw new ApiError("recording_not_audio");
  let duration: number | undefined;
  let cutShort = false;
  try {
    const metadata = await parseBuffer(
      bytes,
      { mimeType: container.mime, size: bytes.byteLength },
      { duration: true, skipCovers: true },
    );
    duration = metadata.format.duration;
    cutShort = metadata.quality.warnings.some((warning) =>
      /exceeding file length|truncated|unexpected end/i.test(warning.message),
    );
  } catch {
    throw new ApiError("recording_unreadable");
  }
  if (cutShort || duration === undefined || !Number.isFinite(duration) || duration <= 0)
    throw new ApiError("recording_unreadable");
  const durationMs = Math.round(duration * 1000);
  if (durationMs > MAX_RECORDING_MS) throw new ApiError("recording_too_long");
  return { ...container, durationMs, bytes: bytes.byteLength };
}

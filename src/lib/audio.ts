/*
 * Recordings sent by browsers (a learner's turn, a pronunciation attempt): what they are is read
 * from their first bytes, never from the name or the type the browser gives.
 */

export type AudioContainer = {
  mime: "audio/webm" | "audio/ogg" | "audio/wav" | "audio/mp4";
  extension: "webm" | "ogg" | "wav" | "m4a";
};

/** WebM, Ogg, WAV or MP4 by their signature; null for anything else (an HTML page renamed .webm, say). */
export function audioContainer(bytes: Uint8Array): AudioContainer | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { mime: "audio/webm", extension: "webm" };
  if (ascii(0, 4) === "OggS") return { mime: "audio/ogg", extension: "ogg" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return { mime: "audio/wav", extension: "wav" };
  if (ascii(4, 8) === "ftyp") return { mime: "audio/mp4", extension: "m4a" };
  return null;
}

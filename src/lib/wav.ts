/*
 * 16-bit PCM WAV, read and written: the pieces of a listening exercise are spoken line by line
 * (by eSpeak or a text-to-speech server asked for WAV) and joined into one file with pauses.
 */

const HEADER_BYTES = 44;

export type Pcm = { samples: Int16Array; sampleRate: number };

/** A RIFF/WAVE file of 16-bit PCM mono samples. */
export function wavOf(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const wav = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) wav[offset + index] = text.charCodeAt(index);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index++) view.setInt16(HEADER_BYTES + index * 2, samples[index]!, true);
  return wav;
}

/**
 * The samples of a PCM mono WAV (16-bit, or 8-bit widened to 16), or null for anything else. A
 * streamed file may give its data chunk an unknown size (0xFFFFFFFF): the data then runs to the end.
 */
export function pcmOf(wav: Uint8Array): Pcm | null {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.byteLength < 12 || ascii(0) !== "RIFF" || ascii(8) !== "WAVE") return null;
  let sampleRate: number | null = null;
  let bytesPerSample = 2;
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = ascii(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      if (body + 16 > wav.byteLength) return null;
      const [format, channels, bits] = [
        view.getUint16(body, true),
        view.getUint16(body + 2, true),
        view.getUint16(body + 14, true),
      ];
      if (format !== 1 || channels !== 1 || (bits !== 16 && bits !== 8)) return null;
      sampleRate = view.getUint32(body + 4, true);
      bytesPerSample = bits / 8;
    } else if (id === "data") {
      if (sampleRate === null) return null;
      const end = Math.min(wav.byteLength, body + size);
      const samples = new Int16Array(Math.floor((end - body) / bytesPerSample));
      for (let index = 0; index < samples.length; index++)
        samples[index] =
          bytesPerSample === 2 ? view.getInt16(body + index * 2, true) : (view.getUint8(body + index) - 128) << 8;
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** The parts one after the other with `pauseSeconds` of silence between them; null when their rates differ. */
export function joinPcm(parts: Pcm[], pauseSeconds: number): Pcm | null {
  const sampleRate = parts[0]?.sampleRate;
  if (sampleRate === undefined || parts.some((part) => part.sampleRate !== sampleRate)) return null;
  const pause = Math.round(pauseSeconds * sampleRate);
  const samples = new Int16Array(
    parts.reduce((sum, part) => sum + part.samples.length, 0) + pause * (parts.length - 1),
  );
  let offset = 0;
  parts.forEach((part, position) => {
    samples.set(part.samples, offset);
    offset += part.samples.length + (position < parts.length - 1 ? pause : 0);
  });
  return { samples, sampleRate };
}

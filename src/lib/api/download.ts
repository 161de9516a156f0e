/**
 * A file the browser saves rather than shows: a private download, never cached, never sniffed
 * into another type (so a CSV or a recording cannot be run as a page).
 */
export function downloadResponse(
  body: BodyInit,
  { type, filename, length }: { type: string; filename: string; length?: number },
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      ...(length === undefined ? {} : { "Content-Length": String(length) }),
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/** Audio the page plays as it comes (a sentence spoken by the server): private, never cached. */
export function audioResponse({
  audio,
  contentType,
}: {
  audio: Uint8Array<ArrayBuffer>;
  contentType: string;
}): Response {
  return new Response(audio, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(audio.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

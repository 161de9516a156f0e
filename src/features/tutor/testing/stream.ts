import type { TurnEvent } from "../types";

/** Every event of a turn's answer stream, read to its end. */
export async function readEvents(stream: ReadableStream<Uint8Array>): Promise<TurnEvent[]> {
  const text = await new Response(stream).text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TurnEvent);
}

/** What Madame said, as the stream showed it (the pieces, or what replaced them). */
export function spoken(events: TurnEvent[]): string {
  let text = "";
  for (const event of events) {
    if (event.type === "delta") text += event.text;
    if (event.type === "replace") text = event.text;
  }
  return text;
}

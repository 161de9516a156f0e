/**
 * Madame is read aloud sentence by sentence as her answer streams: the complete sentences at the
 * front of what has arrived, and the rest still being written. A sentence ends at . ! ? or … followed
 * by a space (so "3.5", or the last piece so far, waits for more).
 */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  // A closing quote may follow the mark, after a space in French typography (« oui. »).
  const boundary = /[.!?…]+(?:[\s\u00a0]?["»”)])*\s+/gu;
  let start = 0;
  for (let match = boundary.exec(buffer); match; match = boundary.exec(buffer)) {
    const sentence = buffer.slice(start, match.index + match[0].length).trim();
    if (sentence) sentences.push(sentence);
    start = match.index + match[0].length;
  }
  return { sentences, rest: buffer.slice(start) };
}

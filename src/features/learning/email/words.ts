/*
 * Words of an e-mail, counted the same way in the browser (the live count) and on the server
 * (the content checks): letters or digits, with an apostrophe or a hyphen inside a word keeping
 * it one word ("l'équipe", "vice-présidente").
 */

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The body's paragraphs: runs of non-empty lines separated by blank lines. */
export function paragraphsOf(body: string): string[][] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** Words read per minute for a practical text; the figure shown is rounded up, never below one minute. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body: words of the prose, not of link targets or markup. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/\]\([^)]*\)/g, "]") // link targets
    .replace(/[#*_>|`\-[\]]/g, " ");
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/*
 * Accepted answers written as patterns: one line stands for every way a teacher would accept the
 * sentence, parts of it interchangeable.
 *
 *   {Pourriez|Pouvez}-vous épeler votre nom{ de famille}?
 *
 * - `{a|b|c}`: one of the alternatives; the first is the form shown as "the" answer.
 * - `{a}`: optional, shown with it; `{|a}`: optional, shown without it.
 * - Groups nest: `{Je vous remercie|Merci{ beaucoup}} de votre courriel.`
 * Spaces are collapsed after expansion, so an optional word carries its own space (`nom{ de famille}`).
 * A pattern must stay small enough to read: `MAX_EXPANSIONS` bounds what one line may stand for.
 */

/** The most sentences one pattern may stand for: above it, split it into several patterns. */
export const MAX_EXPANSIONS = 400;

type Node = string | Node[][];

export class PatternError extends Error {}

/** Parses a pattern into text and groups (a group is a list of alternatives, each a sequence). */
function parse(pattern: string): Node[] {
  let position = 0;
  const sequence = (inGroup: boolean): Node[] => {
    const nodes: Node[] = [];
    let text = "";
    while (position < pattern.length) {
      const char = pattern[position]!;
      if (char === "{") {
        if (text) nodes.push(text);
        text = "";
        position++;
        nodes.push(group());
      } else if (char === "}" || char === "|") {
        if (!inGroup) throw new PatternError(`unexpected "${char}" at ${position} in "${pattern}"`);
        break;
      } else {
        text += char;
        position++;
      }
    }
    if (text) nodes.push(text);
    return nodes;
  };
  const group = (): Node[][] => {
    const alternatives: Node[][] = [sequence(true)];
    while (pattern[position] === "|") {
      position++;
      alternatives.push(sequence(true));
    }
    if (pattern[position] !== "}") throw new PatternError(`unclosed "{" in "${pattern}"`);
    position++;
    // `{a}` alone is optional: present first, then absent.
    return alternatives.length === 1 ? [alternatives[0]!, []] : alternatives;
  };
  return sequence(false);
}

/** How many sentences a sequence stands for (without building them). */
function countOf(nodes: Node[]): number {
  return nodes.reduce(
    (product, node) =>
      product * (typeof node === "string" ? 1 : node.reduce((sum, alternative) => sum + countOf(alternative), 0)),
    1,
  );
}

function expandNodes(nodes: Node[]): string[] {
  let results = [""];
  for (const node of nodes) {
    const options = typeof node === "string" ? [node] : node.flatMap(expandNodes);
    results = results.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return results;
}

/** One space between words, none before a comma or a period (left by an optional part that was dropped). */
const tidy = (sentence: string) =>
  sentence
    .replace(/\s+/g, " ")
    .replace(/ ([,.])/g, "$1")
    .trim();

/** Every sentence a pattern stands for, the shown form first, each once. Throws above MAX_EXPANSIONS or on a malformed pattern. */
export function expandPattern(pattern: string): string[] {
  const nodes = parse(pattern);
  const count = countOf(nodes);
  if (count > MAX_EXPANSIONS)
    throw new PatternError(`"${pattern}" stands for ${count} sentences, more than ${MAX_EXPANSIONS}: split it`);
  return [...new Set(expandNodes(nodes).map(tidy))].filter(Boolean);
}

/** The form shown as "the" answer: every group's first alternative. */
export function shownForm(pattern: string): string {
  return expandPattern(pattern)[0] ?? "";
}

const expanded = new Map<string, string[]>();

/** A text that is not a valid pattern (a sentence Madame corrected, with a brace in it) stands for itself. */
function expandOrKeep(pattern: string): string[] {
  try {
    return expandPattern(pattern);
  } catch (error) {
    if (error instanceof PatternError) return [pattern];
    throw error;
  }
}

/** Lists kept expanded: the course's content is finite, but phrase cards are not, so the memo is bounded. */
const MEMO_LIMIT = 20_000;

/** Every accepted sentence of a list of patterns, in order (the first pattern's shown form first), each once. */
export function expandAll(patterns: readonly string[]): string[] {
  const key = patterns.join("\u0000");
  let sentences = expanded.get(key);
  if (!sentences) {
    sentences = [...new Set(patterns.flatMap(expandOrKeep))];
    if (expanded.size >= MEMO_LIMIT) expanded.clear();
    expanded.set(key, sentences);
  }
  return sentences;
}

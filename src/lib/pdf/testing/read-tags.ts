import { getDocumentProxy } from "unpdf";

/*
 * A PDF read back as assistive technology reads it, through PDF.js (the engine of Firefox's
 * viewer): the catalog's accessibility entries, each page's structure tree, and the page's text
 * with the marked content around each piece.
 */

/**
 * `text`: all the text the element and its descendants own on the page, spaces made plain;
 * `objects`: how many annotations (a link's clickable area) the element itself owns.
 */
export type TagNode = { role: string; lang?: string; alt?: string; children: TagNode[]; text: string; objects: number };

type PdfjsNode = { role?: string; lang?: string; alt?: string; type?: string; id?: string; children?: PdfjsNode[] };
type TextPiece =
  | { str: string }
  | { type: "beginMarkedContent"; tag?: string }
  | { type: "beginMarkedContentProps"; tag?: string; id?: string }
  | { type: "endMarkedContent" };

export type TaggedPage = {
  /** The page's structure, from the document element down, each element with the text it owns. */
  tree: TagNode;
  /** Text drawn outside any marked content: what a reader of the tags would miss. */
  unmarked: string[];
  /** Text drawn as an artifact (page numbers, running footers, a repeated header). */
  artifacts: string[];
  /** Text in marked content that no structure element claims. */
  orphans: string[];
};

export type TaggedPdf = {
  language: string | undefined;
  marked: boolean;
  displayDocTitle: boolean;
  title: string | undefined;
  pages: TaggedPage[];
};

export async function readTags(bytes: Uint8Array): Promise<TaggedPdf> {
  const proxy = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  const { info } = (await proxy.getMetadata()) as { info: { Language?: string; Title?: string } };
  const markInfo = (await proxy.getMarkInfo()) as { Marked?: boolean } | null;
  const preferences = (await proxy.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  const pages: TaggedPage[] = [];
  for (let number = 1; number <= proxy.numPages; number++) {
    const page = await proxy.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const byId = new Map<string, string>();
    const unmarked: string[] = [];
    const artifacts: string[] = [];
    const open: { artifact: boolean; id?: string }[] = [];
    for (const piece of content.items as TextPiece[]) {
      if ("str" in piece) {
        if (!piece.str.trim()) continue;
        const inner = open.at(-1);
        if (!inner) unmarked.push(piece.str);
        else if (open.some((mark) => mark.artifact)) artifacts.push(piece.str);
        else if (inner.id) byId.set(inner.id, `${byId.get(inner.id) ?? ""} ${piece.str}`);
      } else if (piece.type === "endMarkedContent") open.pop();
      else
        open.push({
          artifact: piece.tag === "Artifact",
          ...(piece.type === "beginMarkedContentProps" && piece.id && { id: piece.id }),
        });
    }
    const claimed = new Set<string>();
    const root = ((await page.getStructTree()) as PdfjsNode | null) ?? { children: [] };
    const convert = (node: PdfjsNode): TagNode => {
      const children: TagNode[] = [];
      let text = "";
      let objects = 0;
      for (const kid of node.children ?? []) {
        if (kid.type === "object" || kid.type === "annotation") objects++;
        else if (kid.type === "content" && kid.id) {
          claimed.add(kid.id);
          text += ` ${byId.get(kid.id) ?? ""}`;
        } else if (kid.role) {
          const child = convert(kid);
          children.push(child);
          text += ` ${child.text}`;
        }
      }
      return {
        role: node.role ?? "",
        ...(node.lang && { lang: node.lang }),
        ...(node.alt && { alt: node.alt }),
        children,
        text: plainText(text),
        objects,
      };
    };
    const [documentElement] = convert(root).children;
    const orphans = [...byId].filter(([id]) => !claimed.has(id)).map(([, text]) => plainText(text));
    pages.push({
      tree: documentElement ?? { role: "", children: [], text: "", objects: 0 },
      unmarked,
      artifacts,
      orphans,
    });
  }
  return {
    language: info.Language,
    marked: markInfo?.Marked === true,
    displayDocTitle: preferences?.DisplayDocTitle === true,
    title: info.Title,
    pages,
  };
}

/** The elements in reading order (depth first), the document element included. */
export function elements(node: TagNode): TagNode[] {
  return [node, ...node.children.flatMap(elements)];
}

/** Any kind of space read as a plain one. */
export const plainText = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ").trim();

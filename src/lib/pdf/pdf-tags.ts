import {
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "@cantoo/pdf-lib";

/*
 * The logical structure of a tagged PDF (ISO 32000-1, 14.7–14.8): what assistive technology reads
 * instead of the page's drawing. Each piece of text is drawn as marked content (BDC /MCID … EMC)
 * owned by a structure element (H1, P, TD…); decoration is drawn as an artifact (BMC … EMC), which
 * readers skip. The tree is kept in memory while the pages are drawn and written once, at the end,
 * with the parent tree that maps each page's marked content back to its element.
 */

export type Role =
  | "Document"
  | "Sect"
  | "H1"
  | "H2"
  | "H3"
  | "H4"
  | "H5"
  | "H6"
  | "P"
  | "BlockQuote"
  | "L"
  | "LI"
  | "Lbl"
  | "LBody"
  | "Table"
  | "TR"
  | "TH"
  | "TD"
  | "Link"
  | "Figure";

/** `lang` when it differs from the document's; `alt` for a figure; `scope` for a table header cell. */
export type ElementOptions = { lang?: string; alt?: string; scope?: "Row" | "Column" };

type Content = { page: PDFPage; mcid: number };
type Annotation = { page: PDFPage; annotation: PDFRef };

export class StructElement {
  readonly kids: (StructElement | Content | Annotation)[] = [];

  constructor(
    readonly role: Role,
    readonly options: ElementOptions = {},
  ) {}
}

/** Table cells stay even when empty, so that every row keeps its columns. */
const KEPT_EMPTY: ReadonlySet<Role> = new Set(["TR", "TH", "TD"]);

/** Whether the element is written: an element holding nothing drawn is left out. */
const holdsContent = (element: StructElement): boolean =>
  KEPT_EMPTY.has(element.role) || element.kids.some((kid) => !(kid instanceof StructElement) || holdsContent(kid));

export class StructureTree {
  readonly root = new StructElement("Document");
  /** Per page: its key in the parent tree and the element of each MCID, in order. */
  private readonly pages = new Map<PDFPage, { key: number; owners: StructElement[] }>();
  private readonly annotations: { key: number; owner: StructElement }[] = [];
  private nextKey = 0;

  constructor(private readonly pdf: PDFDocument) {}

  element(role: Role, parent: StructElement, options?: ElementOptions): StructElement {
    const element = new StructElement(role, options);
    parent.kids.push(element);
    return element;
  }

  /** What `draw` puts on `page`, as marked content of `owner`. */
  mark(page: PDFPage, owner: StructElement, draw: () => void): void {
    let marks = this.pages.get(page);
    if (!marks) {
      marks = { key: this.nextKey++, owners: [] };
      this.pages.set(page, marks);
      page.node.set(PDFName.of("StructParents"), PDFNumber.of(marks.key));
    }
    const mcid = marks.owners.length;
    marks.owners.push(owner);
    owner.kids.push({ page, mcid });
    // A property list written inline: PDFOperator's argument type leaves dictionaries out, its writer does not.
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(owner.role), `<< /MCID ${mcid} >>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** What `draw` puts on `page`, as an artifact that assistive technology skips. */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of("Artifact")]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** An annotation (a link's clickable area) added to `page` as an object of `owner`. */
  annotate(page: PDFPage, owner: StructElement, annotation: PDFDict): PDFRef {
    const key = this.nextKey++;
    annotation.set(PDFName.of("StructParent"), PDFNumber.of(key));
    const ref = this.pdf.context.register(annotation);
    page.node.addAnnot(ref);
    // Screen readers move through the annotations in the order of the structure.
    page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
    owner.kids.push({ page, annotation: ref });
    this.annotations.push({ key, owner });
    return ref;
  }

  /** Writes the structure tree into the document and marks it as tagged. */
  write(): void {
    const { context, catalog } = this.pdf;
    const treeRef = context.nextRef();
    const refs = new Map<StructElement, PDFRef>();

    const build = (element: StructElement, parentRef: PDFRef): PDFRef => {
      const ref = context.nextRef();
      refs.set(element, ref);
      // The element's page (/Pg) is that of its first content: there an MCID is written alone, elsewhere with its page.
      const page = element.kids.find((kid): kid is Content | Annotation => !(kid instanceof StructElement))?.page;
      const kids = element.kids.flatMap((kid): PDFObject[] => {
        if (kid instanceof StructElement) return holdsContent(kid) ? [build(kid, ref)] : [];
        if ("annotation" in kid) return [context.obj({ Type: "OBJR", Pg: kid.page.ref, Obj: kid.annotation })];
        if (kid.page === page) return [PDFNumber.of(kid.mcid)];
        return [context.obj({ Type: "MCR", Pg: kid.page.ref, MCID: kid.mcid })];
      });
      const dict = context.obj({ Type: "StructElem", S: element.role, P: parentRef, K: kids });
      if (page) dict.set(PDFName.of("Pg"), page.ref);
      const { lang, alt, scope } = element.options;
      if (lang) dict.set(PDFName.of("Lang"), PDFString.of(lang));
      if (alt) dict.set(PDFName.of("Alt"), PDFHexString.fromText(alt));
      if (scope) dict.set(PDFName.of("A"), context.obj({ O: "Table", Scope: scope }));
      context.assign(ref, dict);
      return ref;
    };
    const documentRef = build(this.root, treeRef);

    // The parent tree: each page's key gives the element of each of its MCIDs, an annotation's its element.
    const entries: [number, PDFObject][] = [
      ...[...this.pages.values()].map(({ key, owners }): [number, PDFObject] => [
        key,
        context.obj(owners.map((owner) => refs.get(owner)!)),
      ]),
      ...this.annotations.map(({ key, owner }): [number, PDFObject] => [key, refs.get(owner)!]),
    ].sort(([a], [b]) => a - b);
    context.assign(
      treeRef,
      context.obj({
        Type: "StructTreeRoot",
        K: documentRef,
        ParentTree: context.obj({ Nums: entries.flatMap(([key, value]) => [PDFNumber.of(key), value]) }),
        ParentTreeNextKey: this.nextKey,
      }),
    );
    catalog.set(PDFName.of("StructTreeRoot"), treeRef);
    catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }));
  }
}

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@cantoo/fontkit";
import type { PDFDocument } from "@cantoo/pdf-lib";
import type { Fonts } from "./pdf-writer";

/*
 * Noto Sans (SIL Open Font License), embedded so that people's names come out as they are written:
 * Latin with every accent of Polish, Turkish or Vietnamese, Greek and Cyrillic (decision 031).
 * Only the characters a document uses are embedded (subsetting): a report stays tens of kilobytes,
 * not the 630 kB of each font file. Scripts the font lacks (Arabic, Chinese, emoji) still fall back
 * to "?" through safeText.
 */

const FILES: Record<keyof Fonts, string> = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  italic: "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf",
};

let files: Promise<Record<keyof Fonts, Uint8Array>> | undefined;

/*
 * Read once per process from the installed package, resolved from the project's folder at run
 * time: a bundler cannot follow a font file, and the server keeps node_modules beside it.
 */
function fontFiles(): Promise<Record<keyof Fonts, Uint8Array>> {
  files ??= (async () => {
    const requireFromProject = createRequire(path.join(process.cwd(), "package.json"));
    const read = (file: string) => readFile(requireFromProject.resolve(file));
    const [regular, bold, italic] = await Promise.all([read(FILES.regular), read(FILES.bold), read(FILES.italic)]);
    return { regular, bold, italic };
  })().catch((error: unknown) => {
    files = undefined;
    throw error;
  });
  return files;
}

/*
 * Without "ccmp", ị is drawn with its own glyph instead of i plus a dot below: the PDF maps each
 * glyph back to one text, and the i shared with "Thi" would make the name read "Thi" when copied
 * or searched. safeText composes every letter first, so nothing needs the decomposition.
 */
const OPTIONS = { subset: true, features: { ccmp: false } };

/** The three styles the PDF writer draws with, embedded into `pdf` as subsets. */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<Fonts> {
  const bytes = await fontFiles();
  pdf.registerFontkit(fontkit);
  const [regular, bold, italic] = await Promise.all([
    pdf.embedFont(bytes.regular, OPTIONS),
    pdf.embedFont(bytes.bold, OPTIONS),
    pdf.embedFont(bytes.italic, OPTIONS),
  ]);
  return { regular, bold, italic };
}

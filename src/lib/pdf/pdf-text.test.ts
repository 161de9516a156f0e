import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { type CanEncode, safeText, wrapText } from "./pdf-text";

// The real set of Helvetica in WinAnsi, as the renderer uses it.
let canEncode: CanEncode;
beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const set = new Set(font.getCharacterSet());
  canEncode = (codePoint) => set.has(codePoint);
});

describe("safeText", () => {
  it("keeps every French letter and sign as it is", () => {
    const french = "À l’été, ça coûte « 12\u00A0345 $ » – Œuvre, naïve, Noël… où ÉÈÊËÇÔÛÙÏÎ œ æ € ’ ‘ “ ” — •";
    expect(safeText(french, canEncode)).toBe(french);
  });

  it("turns the narrow and the figure no-break spaces into a no-break space", () => {
    expect(safeText("12\u202F345,5\u2007%", canEncode)).toBe("12\u00A0345,5\u00A0%");
  });

  it("turns other spaces into a space and drops invisible characters", () => {
    expect(safeText("a\u2009b\tc\u3000d\u200Be\u00ADf\uFEFFg", canEncode)).toBe("a b c def" + "g");
  });

  it("keeps line breaks and drops other control characters", () => {
    expect(safeText("un\r\ndeux\rtrois\u0007", canEncode)).toBe("un\ndeux\ntrois");
  });

  it("drops only the accents WinAnsi lacks, and writes out compatibility forms", () => {
    expect(safeText("Nguyễn Ōtsuka Dvořák Łódź ﬁn Ａ", canEncode)).toBe("Nguyên Otsuka Dvorák Lódz fin A");
    expect(safeText("e\u0301", canEncode)).toBe("é");
  });

  it("replaces what has no stand-in with a question mark, one per character", () => {
    expect(safeText("中文 😀 ∑", canEncode)).toBe("?? ? ?");
  });

  it("uses a stand-in only for what the font lacks: a wider font keeps ł, − and the narrow space", () => {
    const everything: CanEncode = () => true;
    expect(safeText("Łukasz Żółć, Nguyễn Thị Ánh, Дмитрий, Σοφία: −5\u202F%", everything)).toBe(
      "Łukasz Żółć, Nguyễn Thị Ánh, Дмитрий, Σοφία: −5\u202F%",
    );
    expect(safeText("a\tb\u200Bc\u0007", everything)).toBe("a bc");
  });

  it("leaves no character the font cannot encode, whatever the input", () => {
    let all = "";
    for (let codePoint = 0; codePoint < 0x3000; codePoint++)
      if (codePoint < 0xd800 || codePoint > 0xdfff) all += String.fromCodePoint(codePoint);
    all += "🎉👩🏽‍💻\u{1F1E8}\u{1F1E6}";
    const safe = safeText(all, canEncode);
    expect([...safe].filter((char) => char !== "\n" && !canEncode(char.codePointAt(0)!))).toEqual([]);
  });
});

describe("wrapText", () => {
  const measure = (text: string) => text.length; // one unit a character keeps the cases readable

  it("breaks at spaces so that no line is wider than asked", () => {
    expect(wrapText("la part jugée apte a progressé", 12, measure)).toEqual(["la part", "jugée apte a", "progressé"]);
  });

  it("never breaks at a no-break space", () => {
    expect(wrapText("total 12\u00A0345\u00A0$ cette année", 10, measure)).toEqual([
      "total",
      "12\u00A0345\u00A0$",
      "cette",
      "année",
    ]);
  });

  it("starts a new line at each line break and keeps empty lines", () => {
    expect(wrapText("un\n\ndeux", 10, measure)).toEqual(["un", "", "deux"]);
  });

  it("cuts a word wider than the line", () => {
    expect(wrapText("ab abcdefghij", 4, measure)).toEqual(["ab", "abcd", "efgh", "ij"]);
  });

  it("cuts a very long pasted word in linear time", () => {
    const lines = wrapText("x".repeat(200_000), 80, measure);
    expect(lines).toHaveLength(2500);
    expect(lines.every((line) => line.length === 80)).toBe(true);
  });

  it("gives one empty line for empty text", () => {
    expect(wrapText("", 10, measure)).toEqual([""]);
  });
});

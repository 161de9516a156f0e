import { describe, expect, it } from "vitest";
import { csvFile } from "@/lib/csv";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, previewStaffImport, type ImportContext } from "./staff-import";

const context: ImportContext = {
  memberEmails: new Set(["deja@membre.test"]),
  pendingInvitationEmails: new Set(["deja@invite.test"]),
  departments: [
    { id: "d-prod", name: "Production" },
    { id: "d-compta", name: "Comptabilité" },
  ],
  positions: [{ id: "p-fromager", name: "Fromager" }],
  assignableRoles: ["admin", "member"],
};
const preview = (file: string | Uint8Array) => previewStaffImport(file, context);
const rowsOf = (file: string | Uint8Array) => {
  const result = preview(file);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
};
const codes = (file: string) => rowsOf(file).map((row) => row.errors.map((error) => error.code));

describe("reading a staff list", () => {
  it("reads a French Excel export with semicolons, accents and a byte-order mark", () => {
    const [row] = rowsOf(
      "\uFEFFCourriel;Nom;Rôle;Service;Poste\r\nRafael.Ortiz@Fromagerie.test;Rafael Ortiz;Administrateur;comptabilite;fromager\r\n",
    );
    expect(row).toEqual({
      line: 2,
      email: "rafael.ortiz@fromagerie.test",
      name: "Rafael Ortiz",
      role: "admin",
      departmentId: "d-compta",
      positionId: "p-fromager",
      errors: [],
    });
  });

  it("reads English and Spanish headers, commas, tabs and quoted cells", () => {
    expect(rowsOf('Email,Full name,Department\n"a@x.test","Tremblay, Julie",Production')[0]).toMatchObject({
      email: "a@x.test",
      name: "Tremblay, Julie",
      departmentId: "d-prod",
      role: "member",
    });
    expect(rowsOf("Correo electrónico\tNombre\tPuesto\nb@x.test\tSofía Reyes\tFromager")[0]).toMatchObject({
      email: "b@x.test",
      name: "Sofía Reyes",
      positionId: "p-fromager",
    });
  });

  it("joins first and last names, reading “Nom” as the family name beside “Prénom”", () => {
    expect(rowsOf("Prénom;Nom;Courriel\nJulie;Tremblay;j@x.test")[0]!.name).toBe("Julie Tremblay");
    expect(rowsOf("First name,Last name,E-mail\nMeera,Patel,m@x.test")[0]!.name).toBe("Meera Patel");
  });

  it("reads a Windows-1252 file from an older Excel", () => {
    const latin1 = Uint8Array.from([..."courriel;nom\nz@x.test;Hélène Côté\n"].map((char) => char.charCodeAt(0)));
    expect(rowsOf(latin1)[0]!.name).toBe("Hélène Côté");
  });

  it("reads Excel's “Unicode text”: UTF-16 with tabs, in either byte order", () => {
    const text = "Courriel\tNom\r\nlukasz@x.test\tŁukasz Żółć\r\nanh@x.test\tNguyễn Thị Ánh\r\n";
    const units = [..."\uFEFF", ...text].map((char) => char.charCodeAt(0));
    const littleEndian = Uint8Array.from(units.flatMap((unit) => [unit & 0xff, unit >> 8]));
    const bigEndian = Uint8Array.from(units.flatMap((unit) => [unit >> 8, unit & 0xff]));
    expect([...littleEndian.subarray(0, 6)]).toEqual([0xff, 0xfe, 0x43, 0x00, 0x6f, 0x00]);
    for (const file of [littleEndian, bigEndian])
      expect(rowsOf(file).map((row) => [row.email, row.name])).toEqual([
        ["lukasz@x.test", "Łukasz Żółć"],
        ["anh@x.test", "Nguyễn Thị Ánh"],
      ]);
  });

  it("reads UTF-8 bytes with a byte-order mark, and Windows-1252's œ and apostrophe", () => {
    const utf8 = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("courriel;nom\nz@x.test;Zoé Côté\n")]);
    expect(rowsOf(utf8)[0]!.name).toBe("Zoé Côté");
    const named = Uint8Array.from([
      ...new TextEncoder().encode("courriel;nom\nz@x.test;C"),
      0x9c,
      ...new TextEncoder().encode("ur d"),
      0x92,
      ...new TextEncoder().encode("Or\n"),
    ]);
    expect(rowsOf(named)[0]!.name).toBe("Cœur d’Or");
  });

  it("refuses a name a spreadsheet would run as a formula, however it is disguised", () => {
    const file = [
      "courriel;nom",
      'a@x.test;"  =HYPERLINK(""http://x.test"")"',
      'b@x.test;"\t=1+1"',
      'c@x.test;"\r=1+1"',
      "d@x.test;＝1+1",
      "e@x.test;＋1",
      "f@x.test;＠SUM(A1)",
      'g@x.test;"\u00A0-2"',
      "h@x.test;Marie-Ève Gagnon",
    ].join("\n");
    expect(codes(file)).toEqual([
      ["formula"],
      ["formula"],
      ["formula"],
      ["formula"],
      ["formula"],
      ["formula"],
      ["formula"],
      [],
    ]);
  });

  it("numbers rows as the spreadsheet does and skips blank lines", () => {
    expect(rowsOf("email\n\na@x.test\n;\nb@x.test").map((row) => row.line)).toEqual([3, 5]);
  });

  it("lists every reason a row cannot be imported", () => {
    const file = [
      "courriel;nom;rôle;service;poste",
      ";Sans courriel;;;",
      "pas-une-adresse;;;;",
      "ok@x.test;;;;",
      "OK@x.test;;;;",
      "deja@membre.test;;;;",
      "deja@invite.test;;;;",
      "c@x.test;;;Livraison;Chauffeur",
      "d@x.test;;patron;;",
      "e@x.test;;propriétaire;;",
      'f@x.test;=CMD("calc");;;',
      "g@x.test;;;@SUM(1);",
      `h@x.test;${"a".repeat(201)};;;`,
      "=1+1@x.test;;;;",
    ].join("\n");
    expect(codes(file)).toEqual([
      ["email_missing"],
      ["email_invalid"],
      [],
      ["email_duplicate"],
      ["already_member"],
      ["already_invited"],
      ["department_unknown", "position_unknown"],
      ["role_unknown"],
      ["role_not_allowed"],
      ["formula"],
      ["formula"],
      ["too_long"],
      ["formula"],
    ]);
    expect(rowsOf(file)[6]!.errors).toEqual([
      { code: "department_unknown", field: "department" },
      { code: "position_unknown", field: "position" },
    ]);
  });

  it("names each department and position the organization lacks once, as first written", () => {
    const file = [
      "courriel;service;poste",
      "a@x.test;Livraison;Chauffeur",
      "b@x.test;livraison ;chauffeur",
      "c@x.test;Vente au comptoir;",
      "d@x.test;=1+1;",
    ].join("\n");
    expect(preview(file)).toMatchObject({
      ok: true,
      missingUnits: { department: ["Livraison", "Vente au comptoir"], position: ["Chauffeur"] },
    });
  });

  it("counts valid and invalid rows", () => {
    expect(preview("email\na@x.test\nnope\nb@x.test")).toMatchObject({ ok: true, valid: 2, invalid: 1 });
  });

  it("refuses a file it cannot use, whole, with the reason", () => {
    expect(preview("")).toEqual({ ok: false, error: "file_empty" });
    expect(preview("courriel;nom\n")).toEqual({ ok: false, error: "file_empty" });
    expect(preview("Nom;Service\nRafael;Production")).toEqual({ ok: false, error: "header_missing_email" });
    expect(preview('email\n"a@x.test\nb@x.test')).toEqual({ ok: false, error: "file_unreadable" });
    expect(preview(new Uint8Array(MAX_IMPORT_BYTES + 1))).toEqual({ ok: false, error: "file_too_large" });
    const tooMany = csvFile([
      ["email"],
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => [`p${index}@x.test`]),
    ]);
    expect(preview(tooMany)).toEqual({ ok: false, error: "too_many_rows" });
  });

  it("reads 10,000 rows", () => {
    const big = csvFile([
      ["email", "name"],
      ...Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => [`p${index}@x.test`, `Personne ${index}`]),
    ]);
    expect(preview(big)).toMatchObject({ ok: true, valid: MAX_IMPORT_ROWS, invalid: 0 });
  });
});

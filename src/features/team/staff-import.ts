import { parse } from "csv-parse/sync";
import { emailSchema } from "@/features/auth";
import type { Role } from "@/features/orgs";
import { decodeCsv, looksLikeFormula } from "@/lib/csv";

/*
 * Reading a staff list exported from a spreadsheet or an HR system, as a pure function: what each
 * row would become and everything wrong with it. Nothing here touches the database; the caller
 * passes what the organization already has (members, pending invitations, departments, positions)
 * and the roles the admin may hand out.
 *
 * What real files look like: Excel in Quebec saves with semicolons, older versions in Windows-1252
 * rather than UTF-8, "Unicode text" in UTF-16 with tabs, headers in French, English or Spanish,
 * sometimes with a byte-order mark. A cell a spreadsheet would run as a formula is refused, never
 * stored, so that no export can carry it back into a spreadsheet.
 */

/** 2 MB holds 10,000 rows of e-mail, name, role, department and position with room to spare. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
/** Longer than any real name, department or title; longer is a pasted paragraph, not a cell. */
const MAX_CELL_LENGTH = 200;

export type ImportField = "email" | "name" | "role" | "department" | "position";
export type ImportRowError = { code: ImportRowErrorCode; field?: ImportField };
export type ImportRowErrorCode =
  | "email_missing"
  | "email_invalid"
  | "email_duplicate"
  | "already_member"
  | "already_invited"
  | "department_unknown"
  | "position_unknown"
  | "role_unknown"
  | "role_not_allowed"
  | "formula"
  | "too_long";
export type ImportFileError =
  "file_empty" | "file_too_large" | "too_many_rows" | "header_missing_email" | "file_unreadable";

/** One data row: `line` is the spreadsheet's row number (the header is row 1). */
export type ImportRow = {
  line: number;
  email: string;
  name: string | null;
  role: Role | null;
  departmentId: string | null;
  positionId: string | null;
  errors: ImportRowError[];
};

export type ImportContext = {
  /** Lower-cased e-mails of the organization's members. */
  memberEmails: ReadonlySet<string>;
  /** Lower-cased e-mails with a pending, unexpired invitation already e-mailed. */
  pendingInvitationEmails: ReadonlySet<string>;
  departments: readonly { id: string; name: string }[];
  positions: readonly { id: string; name: string }[];
  assignableRoles: readonly Role[];
};

/** Departments and positions the file names that the organization does not have yet, as first written. */
export type MissingUnits = { department: string[]; position: string[] };

export type StaffImportPreview =
  | { ok: true; rows: ImportRow[]; valid: number; invalid: number; missingUnits: MissingUnits }
  | { ok: false; error: ImportFileError };

/** Case, accents, spacing and punctuation do not matter when matching a header or a name. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_\-.'’]+/g, " ")
    .trim();

type Column = ImportField | "firstName" | "lastName";
const HEADERS: Record<Column, string[]> = {
  email: [
    "email",
    "e mail",
    "mail",
    "courriel",
    "adresse courriel",
    "adresse email",
    "adresse e mail",
    "email address",
    "correo",
    "correo electronico",
    "courriel professionnel",
    "work email",
  ],
  name: ["name", "full name", "nom", "nom complet", "nombre", "nombre completo"],
  firstName: ["first name", "given name", "prenom", "nombre de pila"],
  lastName: ["last name", "surname", "family name", "nom de famille", "apellido", "apellidos"],
  role: ["role", "rol"],
  department: ["department", "departement", "service", "direction", "equipe", "team", "departamento", "area"],
  position: [
    "position",
    "job title",
    "title",
    "poste",
    "titre",
    "titre du poste",
    "fonction",
    "emploi",
    "puesto",
    "cargo",
  ],
};
const ROLE_WORDS: Record<Role, string[]> = {
  owner: ["owner", "proprietaire", "propietario", "propietaria"],
  admin: [
    "admin",
    "administrator",
    "administrateur",
    "administratrice",
    "administrador",
    "administradora",
    "gestionnaire",
  ],
  member: [
    "member",
    "membre",
    "miembro",
    "learner",
    "apprenant",
    "apprenante",
    "employe",
    "employee",
    "empleado",
    "empleada",
  ],
};
const roleByWord = new Map(
  Object.entries(ROLE_WORDS).flatMap(([role, words]) => words.map((word) => [word, role as Role])),
);

const decode = (file: string | Uint8Array): string =>
  typeof file === "string" ? file.replace(/^\uFEFF/, "") : decodeCsv(file);

/** The separator of the header line: the most frequent of semicolon, comma and tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [";", ",", "\t"].map((candidate) => [candidate, header.split(candidate).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readRecords(text: string): { line: number; cells: string[] }[] | null {
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    return null;
  }
}

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const folded = fold(cell);
    const column = (Object.keys(HEADERS) as Column[]).find((candidate) => HEADERS[candidate].includes(folded));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  // "Prénom ; Nom": beside a first-name column, "nom" (or "name", "nombre") is the family name.
  if (columns.firstName !== undefined && columns.name !== undefined && columns.lastName === undefined) {
    columns.lastName = columns.name;
    delete columns.name;
  }
  return columns;
}

export function previewStaffImport(file: string | Uint8Array, context: ImportContext): StaffImportPreview {
  const size = typeof file === "string" ? new TextEncoder().encode(file).byteLength : file.byteLength;
  if (size > MAX_IMPORT_BYTES) return { ok: false, error: "file_too_large" };
  const records = readRecords(decode(file));
  if (records === null) return { ok: false, error: "file_unreadable" };
  const [header, ...data] = records;
  if (!header) return { ok: false, error: "file_empty" };
  const columns = columnsOf(header.cells);
  if (columns.email === undefined) return { ok: false, error: "header_missing_email" };
  if (data.length === 0) return { ok: false, error: "file_empty" };
  if (data.length > MAX_IMPORT_ROWS) return { ok: false, error: "too_many_rows" };

  const departments = new Map(context.departments.map((unit) => [fold(unit.name), unit.id]));
  const positions = new Map(context.positions.map((unit) => [fold(unit.name), unit.id]));
  const seen = new Set<string>();
  const missing = { department: new Map<string, string>(), position: new Map<string, string>() };
  const rows = data.map(({ line, cells }) => {
    const cell = (column: Column) => (columns[column] === undefined ? "" : (cells[columns[column]] ?? ""));
    const errors: ImportRowError[] = [];
    const flag = (code: ImportRowErrorCode, field?: ImportField) => errors.push(field ? { code, field } : { code });

    const rawEmail = cell("email");
    const parsed = emailSchema.safeParse(rawEmail);
    const email = parsed.success ? parsed.data : rawEmail.slice(0, MAX_CELL_LENGTH);
    if (rawEmail === "") flag("email_missing", "email");
    else if (looksLikeFormula(rawEmail)) flag("formula", "email");
    else if (!parsed.success) flag("email_invalid", "email");
    else if (seen.has(email)) flag("email_duplicate", "email");
    else if (context.memberEmails.has(email)) flag("already_member", "email");
    else if (context.pendingInvitationEmails.has(email)) flag("already_invited", "email");
    if (parsed.success) seen.add(email);

    const name = [cell("name"), cell("firstName"), cell("lastName")].filter(Boolean).join(" ") || null;
    if (name !== null && [cell("name"), cell("firstName"), cell("lastName")].some(looksLikeFormula))
      flag("formula", "name");
    else if (name !== null && name.length > MAX_CELL_LENGTH) flag("too_long", "name");

    const rawRole = cell("role");
    const role = rawRole === "" ? "member" : (roleByWord.get(fold(rawRole)) ?? null);
    if (role === null) flag(looksLikeFormula(rawRole) ? "formula" : "role_unknown", "role");
    else if (!context.assignableRoles.includes(role)) flag("role_not_allowed", "role");

    const unit = (field: "department" | "position", known: Map<string, string>): string | null => {
      const value = cell(field);
      if (value === "") return null;
      if (looksLikeFormula(value)) flag("formula", field);
      else if (!known.has(fold(value))) {
        flag(field === "department" ? "department_unknown" : "position_unknown", field);
        if (!missing[field].has(fold(value))) missing[field].set(fold(value), value);
      }
      return known.get(fold(value)) ?? null;
    };
    const departmentId = unit("department", departments);
    const positionId = unit("position", positions);
    return { line, email, name: name?.slice(0, MAX_CELL_LENGTH) ?? null, role, departmentId, positionId, errors };
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const missingUnits = { department: [...missing.department.values()], position: [...missing.position.values()] };
  return { ok: true, rows, valid: rows.length - invalid, invalid, missingUnits };
}

/*
 * Form fields to JSON for the cockpit's forms. An empty field is null; a number field holding
 * something that is not a number is sent as typed, so the server refuses it with its field
 * (rather than the browser quietly sending null and losing the mistake).
 */
export function textOrNull(form: FormData, name: string): string | null {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? null : value;
}

export function numberOrNull(form: FormData, name: string): number | string | null {
  const value = textOrNull(form, name);
  if (value === null) return null;
  const number = Number(value.replace(",", "."));
  return Number.isFinite(number) ? number : value;
}

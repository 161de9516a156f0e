const DEFAULTS: Record<string, string> = { sort: "name", dir: "asc", page: "1" };

/** The people list's address for these filters: empty values and defaults left out, so the URL stays short. */
export function peopleHref(pathname: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(values)) {
    const value = raw === undefined ? "" : String(raw).trim();
    if (value !== "" && DEFAULTS[key] !== value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

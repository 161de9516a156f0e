/** Shared by the browser helper and the server check; kept apart so the browser bundle stays free of crypto code. */
export const CSRF_HEADER = "x-csrf-token";

/** How a call ended, for comparing in one line: "ok", or the code of the error it threw (its message without one). */
export const outcomeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code ?? String(error),
  );

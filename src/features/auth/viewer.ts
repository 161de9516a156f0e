/** The person behind the current request. */
export type Viewer = { userId: string };

/**
 * Sessions arrive with the accounts feature (issue #3), which replaces this body with the
 * better-auth session lookup. Until then no request is signed in, so everything that depends on
 * a viewer (the saved interface language, the user menu) takes its signed-out path.
 */
export async function currentViewer(): Promise<Viewer | null> {
  return null;
}

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentViewer, type Viewer } from "./viewer";

/** For app pages and layouts: the signed-in person, or a trip to sign-in that comes back here after. */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await currentViewer();
  if (viewer) return viewer;
  const here = (await headers()).get("x-pathname") ?? "/dashboard";
  redirect(`/auth/sign-in?next=${encodeURIComponent(here)}`);
}

import { apiRoute } from "@/app/api/_lib/route";
import { LOGO_MAX_BYTES, saveLogo } from "@/features/orgs";
import { readBodyWithin } from "@/lib/api/body";

/** Replaces the organization's logo with the image sent as the raw body (PNG, JPEG or WebP, 256 KB at most). */
export const PUT = apiRoute({ auth: "admin" }, async ({ request, db, viewer, membership }) => {
  const bytes = await readBodyWithin(request, LOGO_MAX_BYTES);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  await saveLogo(db, { userId: viewer.userId, membership }, { type, bytes });
  return Response.json({ ok: true });
});

/** Removes the logo. */
export const DELETE = apiRoute({ auth: "admin" }, async ({ db, viewer, membership }) => {
  await saveLogo(db, { userId: viewer.userId, membership }, null);
  return Response.json({ ok: true });
});

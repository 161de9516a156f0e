import { getDb } from "@/db";
import { LOGO_MAX_BYTES, requireApiMembership, saveLogo } from "@/features/orgs";
import { readBodyWithin } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";

/** Replaces the organization's logo with the image sent as the raw body (PNG, JPEG or WebP, 256 KB at most). */
export const PUT = apiRoute({}, async ({ request }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  const bytes = await readBodyWithin(request, LOGO_MAX_BYTES);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  await saveLogo(await getDb(), { userId: viewer.userId, membership }, { type, bytes });
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});

/** Removes the logo. */
export const DELETE = apiRoute({}, async ({ request }) => {
  const { viewer, membership } = await requireApiMembership(request, { admin: true });
  await saveLogo(await getDb(), { userId: viewer.userId, membership }, null);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});

import { ApiError } from "@/lib/api/errors";
import { apiErrorResponse, requestLocale } from "@/lib/api/handler";
import type { NextRequest } from "next/server";

/** Unknown API paths answer in the API's error shape rather than with an HTML page. */
async function notFound(request: NextRequest): Promise<Response> {
  return apiErrorResponse(new ApiError("not_found"), requestLocale(request));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

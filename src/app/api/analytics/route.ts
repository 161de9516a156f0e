import type { NextRequest } from "next/server";
import { handleAnalyticsRequest } from "@/features/analytics";

/** Consented product-analytics events from the browser SDK (see features/analytics/http.ts). */
export const POST = (request: NextRequest) => handleAnalyticsRequest(request);

import type { NextRequest, NextResponse } from "next/server";
import { appSecret, env } from "@/env";
import { ApiError } from "@/lib/api/errors";
import { TRIAL_COOKIE, TRIAL_MAX_AGE_SECONDS, decodeTrial, encodeTrial, type TrialState } from "./cookie";

/** The visitor's trial from the request's cookie; null when there is none or it is not valid. */
export function readTrial(request: Pick<NextRequest, "cookies">): TrialState | null {
  return decodeTrial(request.cookies.get(TRIAL_COOKIE)?.value, appSecret());
}

/** The trial the request refers to (by its id): anything else is not found. */
export function requireTrial(request: Pick<NextRequest, "cookies">, id: string): TrialState {
  const trial = readTrial(request);
  if (!trial || trial.id !== id) throw new ApiError("not_found");
  return trial;
}

/** Writes the trial back (signed), or removes it when null. */
export function storeTrial(response: NextResponse, trial: TrialState | null): NextResponse {
  const secure = env().APP_URL.startsWith("https:");
  if (!trial) response.cookies.set(TRIAL_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure });
  else
    response.cookies.set(TRIAL_COOKIE, encodeTrial(trial, appSecret()), {
      path: "/",
      maxAge: TRIAL_MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: "lax",
      secure,
    });
  return response;
}

import { apiRoute } from "@/app/api/_lib/route";
import { env } from "@/env";
import { runJobNow } from "@/jobs";
import { ApiError } from "@/lib/api/errors";

/** Only a browser test's own server, on the embedded database, asks for it: everywhere else this route does not exist. */
const testJobTriggerEnabled = () => env().TEST_JOB_TRIGGER === true && !env().DATABASE_URL;

/**
 * Runs a background job now, through its queue, and answers once the run has ended: a browser
 * test moves the server's clock, then runs the job rather than waiting for its schedule.
 */
export const POST = apiRoute(
  { public: true, signedByCaller: true, enabled: testJobTriggerEnabled },
  async ({ request, db }) => {
    const queue = decodeURIComponent(request.nextUrl.pathname.split("/").at(-1) ?? "");
    const run = await runJobNow(db, queue);
    if (!run) throw new ApiError("not_found");
    return Response.json({ queue, ...run });
  },
);

import { apiRoute } from "@/app/api/_lib/route";
import {
  pushEndpointInput,
  pushSubscriptionInput,
  removePushSubscription,
  savePushSubscription,
  webPushSettings,
} from "@/features/reminders";
import { ApiError } from "@/lib/api/errors";

const webPushOn = () => webPushSettings() !== null;

/** The signed-in learner asks for reminders by notification on this device too (its browser's push subscription). */
export const POST = apiRoute(
  { auth: "viewer", input: pushSubscriptionInput, enabled: webPushOn },
  async ({ input, db, viewer }) => {
    await savePushSubscription(db, viewer.userId, input);
    return Response.json({ ok: true });
  },
);

/** No more notifications on this device; 404 when the learner has none there (another person's stays). */
export const DELETE = apiRoute(
  { auth: "viewer", input: pushEndpointInput, enabled: webPushOn },
  async ({ input, db, viewer }) => {
    if (!(await removePushSubscription(db, viewer.userId, input.endpoint))) throw new ApiError("not_found");
    return Response.json({ ok: true });
  },
);

import { z } from "zod";

/** POST /api/rewards/ranking: appear in the organization's weekly ranking, or leave it. */
export const rankingChoice = z.strictObject({ join: z.boolean() });

/** POST /api/rewards/seen: badges whose celebration was shown. */
export const badgesSeen = z.strictObject({ badgeIds: z.array(z.string().max(64)).max(50) });

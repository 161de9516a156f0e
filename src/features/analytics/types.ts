export type { AnalyticsIdentity } from "@/features/auth";

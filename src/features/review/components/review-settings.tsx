import { getDb } from "@/db";
import { reviewSettingsOf } from "../settings";
import { DailyLimitForm } from "./daily-limit-form";
import { RetentionForm } from "./retention-form";

/** The profile page's review settings: desired retention, then the daily card limit, each its own small form. */
export async function ReviewSettingsForms({ userId }: { userId: string }) {
  const settings = await reviewSettingsOf(await getDb(), { userId });
  if (!settings) return null;
  return (
    <div className="flex flex-col gap-8">
      <RetentionForm retention={settings.retention} />
      <DailyLimitForm dailyLimit={settings.dailyLimit} />
    </div>
  );
}

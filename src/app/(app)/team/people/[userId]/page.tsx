import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { openLearnerDetail, teamAccess } from "@/features/team";
import { LearnerDetailView } from "@/features/team/components";
import { TeamFrame } from "@/features/team/components";
import { TeamGate } from "@/features/team/components";
import { ApiError } from "@/lib/api/errors";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team.detail");
  return { title: t("metaTitle") };
}

/** One learner's progress, under named sharing only; opening it is written to the audit log. */
export default async function LearnerDetailPage({ params }: { params: Promise<{ userId: string }> }) {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { viewer, membership, organization } = access.admin;
  const t = await getTranslations("team");
  const { userId } = await params;
  const frame = (title: string, description: string, children: React.ReactNode) => (
    <TeamFrame
      current="people"
      organizationName={membership.organizationName}
      isOwner={membership.role === "owner"}
      title={title}
      description={description}
    >
      {children}
    </TeamFrame>
  );
  const detail = await openLearnerDetail(
    await getDb(),
    {
      organizationId: membership.organizationId,
      dataSharing: organization.dataSharing,
      timeZone: organization.timeZone,
      viewer: { userId: viewer.userId, name: viewer.name },
    },
    { userId },
  ).catch((error: unknown) => {
    // Aggregates only: the page says so rather than fail.
    if (error instanceof ApiError && error.code === "named_progress_off") return null;
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  if (!detail) return frame(t("detail.metaTitle"), t("detail.aggregatesOnly"), null);
  return frame(detail.name, t("detail.description"), <LearnerDetailView detail={detail} />);
}

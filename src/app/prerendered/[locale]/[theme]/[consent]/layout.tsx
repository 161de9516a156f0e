import type { ReactNode } from "react";
import { PublicFrame } from "@/app/_document/public-frame";
import { rootMetadata } from "@/app/_document/root-metadata";
import { StaticDocument } from "@/app/_document/static-document";
import { allVariants, variantOf, type VariantParams } from "@/app/_document/variant-params";

export { rootViewport as viewport } from "@/app/_document/root-metadata";

type Props = { params: Promise<VariantParams> };

// Built once per language, theme and analytics choice; any other address here is unknown.
export const dynamicParams = false;

export function generateStaticParams() {
  return allVariants();
}

export async function generateMetadata({ params }: Props) {
  await variantOf(params);
  return rootMetadata();
}

/** The public pages as the proxy serves them to visitors without a session (decision 038). */
export default async function PrerenderedLayout({ params, children }: Props & { children: ReactNode }) {
  const variant = await variantOf(params);
  return (
    <StaticDocument variant={variant}>
      <PublicFrame>{children}</PublicFrame>
    </StaticDocument>
  );
}

import ResourcePage, {
  generateMetadata as resourceMetadata,
  generateStaticParams as resourceParams,
} from "@/app/(public)/blog/resources/[lang]/[slug]/page";
import { withColocatedImage } from "@/app/_document/colocated-image";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams & { lang: string; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = resourceParams;

export async function generateMetadata(props: Props) {
  await variantOf(props.params);
  const { lang, slug } = await props.params;
  return withColocatedImage(
    await resourceMetadata(props),
    `/blog/resources/${lang}/${slug}`,
    "/(public)/blog/resources/[lang]/[slug]",
  );
}

export default async function PrerenderedResourcePage(props: Props) {
  await variantOf(props.params);
  return <ResourcePage {...props} />;
}

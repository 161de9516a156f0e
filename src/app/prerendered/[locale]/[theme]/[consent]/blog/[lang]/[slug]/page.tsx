import ArticlePage, {
  generateMetadata as articleMetadata,
  generateStaticParams as articleParams,
} from "@/app/(public)/blog/[lang]/[slug]/page";
import { withColocatedImage } from "@/app/_document/colocated-image";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams & { lang: string; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = articleParams;

export async function generateMetadata(props: Props) {
  await variantOf(props.params);
  const { lang, slug } = await props.params;
  return withColocatedImage(await articleMetadata(props), `/blog/${lang}/${slug}`, "/(public)/blog/[lang]/[slug]");
}

export default async function PrerenderedArticlePage(props: Props) {
  await variantOf(props.params);
  return <ArticlePage {...props} />;
}

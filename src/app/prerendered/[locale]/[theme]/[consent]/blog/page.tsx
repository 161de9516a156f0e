import BlogPage, { generateMetadata as blogMetadata } from "@/app/(public)/blog/page";
import { variantOf, type VariantParams } from "@/app/_document/variant-params";

type Props = { params: Promise<VariantParams> };

export async function generateMetadata({ params }: Props) {
  await variantOf(params);
  return blogMetadata();
}

export default async function PrerenderedBlogPage({ params }: Props) {
  await variantOf(params);
  return <BlogPage />;
}

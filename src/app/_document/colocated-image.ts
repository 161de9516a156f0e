import type { Metadata } from "next";
import { OG_IMAGE_SIZE, SITE_NAME } from "@/features/marketing";

/**
 * The public address of the opengraph-image.tsx beside a page of the (public) group. Next.js
 * names it with a hash of the file's folder when the path holds a route group (djb2 in base 36,
 * as next/dist/lib/metadata/get-metadata-route.js does; colocated-image.test.ts compares the two).
 */
export function colocatedImagePath(publicPath: string, routeFolder: string): string {
  let hash = 5381;
  for (let i = 0; i < routeFolder.length; i++) hash = ((hash << 5) + hash + routeFolder.charCodeAt(i)) & 0xffffffff;
  return `${publicPath}/opengraph-image-${(hash >>> 0).toString(36).slice(0, 6)}`;
}

/** A prerendered page has no image file beside it: it names its public twin's. */
export function withColocatedImage(metadata: Metadata, publicPath: string, routeFolder: string): Metadata {
  const images = [
    { url: colocatedImagePath(publicPath, routeFolder), alt: SITE_NAME, type: "image/png", ...OG_IMAGE_SIZE },
  ];
  return { ...metadata, openGraph: { ...metadata.openGraph, images }, twitter: { ...metadata.twitter, images } };
}

import { djb2Hash } from "next/dist/shared/lib/hash";
import { describe, expect, it } from "vitest";
import { colocatedImagePath, withColocatedImage } from "./colocated-image";

describe("a prerendered article's preview image", () => {
  it("is its public twin's, named as Next.js names an image file inside a route group", () => {
    const folder = "/(public)/blog/[lang]/[slug]";
    const suffix = djb2Hash(folder).toString(36).slice(0, 6);
    expect(colocatedImagePath("/blog/fr/a", folder)).toBe(`/blog/fr/a/opengraph-image-${suffix}`);
    // The name the build gave it (.next/server/app/blog/<lang>/<slug>/opengraph-image-1ii1s5).
    expect(suffix).toBe("1ii1s5");
  });

  it("replaces the Open Graph and Twitter images and keeps the rest", () => {
    const metadata = withColocatedImage(
      { title: "T", openGraph: { title: "O" }, twitter: { card: "summary_large_image" } },
      "/blog/resources/en/r",
      "/(public)/blog/resources/[lang]/[slug]",
    );
    expect(metadata.title).toBe("T");
    expect(metadata.openGraph).toMatchObject({ title: "O", images: [{ width: 1200, height: 630, type: "image/png" }] });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: metadata.openGraph!.images });
  });
});

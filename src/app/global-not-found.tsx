import type { Metadata } from "next";
import { DynamicDocument } from "./_document/dynamic-document";
import NotFoundPage, { generateMetadata as notFoundMetadata } from "./_document/not-found-page";
import { rootMetadata } from "./_document/root-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata()), ...(await notFoundMetadata()) };
}

/** An address no route matches: the not-found page in the visitor's language and theme (each route group has its own root layout). */
export default function GlobalNotFound() {
  return (
    <DynamicDocument>
      <NotFoundPage />
    </DynamicDocument>
  );
}

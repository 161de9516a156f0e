import type { ReactNode } from "react";
import { DynamicDocument } from "../_document/dynamic-document";

export { rootMetadata as generateMetadata, rootViewport as viewport } from "../_document/root-metadata";

// Rendered for each request (language, theme, session and nonce come from it).
export const dynamic = "force-dynamic";

export default function AuthRootLayout({ children }: { children: ReactNode }) {
  return <DynamicDocument>{children}</DynamicDocument>;
}

import type { ReactNode } from "react";
import { DynamicDocument } from "../_document/dynamic-document";
import { PublicFrame } from "../_document/public-frame";

export { rootMetadata as generateMetadata, rootViewport as viewport } from "../_document/root-metadata";

// Rendered for each request (language, theme, session and nonce come from it).
export const dynamic = "force-dynamic";

/** Public pages rendered for their request: a signed-in visitor, /try, /contact, and any page the proxy does not serve prerendered. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <DynamicDocument>
      <PublicFrame>{children}</PublicFrame>
    </DynamicDocument>
  );
}

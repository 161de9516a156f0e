import { ServerResponse } from "node:http";
import { PRERENDERED_VARIANT_HEADER, PRERENDERED_VARY } from "./prerendered-pages";

const PATCHED = Symbol.for("madameai.prerenderedVary");

/**
 * A prerendered page differs by cookie and Accept-Language at one address, so a shared cache must
 * key on them; Next.js replaces any Vary set before it renders an app page with its own. The
 * server therefore adds ours whenever Next.js sets Vary on an answer the proxy sent to a variant.
 */
export function varyPrerenderedPages(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const setHeader = prototype.setHeader;
  prototype.setHeader = function (this: ServerResponse, name, value) {
    const prerendered = Boolean(this.req?.headers[PRERENDERED_VARIANT_HEADER]);
    if (prerendered && name.toLowerCase() === "vary" && !String(value).includes(PRERENDERED_VARY)) {
      return setHeader.call(this, name, `${String(value)}, ${PRERENDERED_VARY}`);
    }
    return setHeader.call(this, name, value);
  };
}

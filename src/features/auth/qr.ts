import { encode } from "uqr";

/** A QR code as one SVG path of 1×1 squares on a `size`×`size` grid (quiet zone included). */
export type QrCode = { size: number; path: string };

/**
 * Encodes text (an otpauth:// URI) on the server, so the browser draws plain SVG: no QR code
 * library in the page's JavaScript and no markup injected as HTML. Error correction M reads well
 * from a screen; the 4-module quiet zone is what the QR standard asks for.
 */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

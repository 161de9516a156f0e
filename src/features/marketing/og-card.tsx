import { ImageResponse } from "next/og";
import { OG_IMAGE_SIZE } from "./seo";

/*
 * The link-preview cards (1200 × 630 PNG), drawn by next/og from the brand colours of
 * src/app/globals.css. Text uses the font next/og bundles (Geist, SIL Open Font License): no
 * font is fetched, and it covers French accents and guillemets. Satori lays out flexbox only.
 */

// --primary, --primary-soft, --accent and --accent-soft of the light theme; the mark's dot is public/icon.svg's orange.
const colours = {
  primary: "#2343c4",
  primarySoft: "#e8ecfd",
  accent: "#c2410c",
  accentSoft: "#fff1e6",
  dot: "#f97316",
  white: "#ffffff",
};

/** The mark from src/components/brand/logo.tsx, in the colours of public/icon.svg. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect x="2" y="3" width="28" height="22" rx="9" fill={colours.white} />
      <path d="M9 25 L9 30 L15 25 Z" fill={colours.white} />
      <path d="M13 17.5 L19 8.5" stroke={colours.primary} strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="21.5" cy="17" r="2" fill={colours.dot} />
    </svg>
  );
}

function Wordmark({ size }: { size: number }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: size * 0.4 }}>
      <Mark size={size * 1.4} />
      <div style={{ display: "flex", fontSize: size, color: colours.white, letterSpacing: -1 }}>
        Madame<span style={{ color: colours.accentSoft }}>AI</span>
      </div>
    </div>
  );
}

/** Long titles get a smaller size so that every card keeps its title whole on at most four lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 60) return 62;
  return 54;
}

/** A blog article or a resource: its label (tag or kind), its title, and where it comes from. */
export function pieceCard({ label, title, section }: { label: string; title: string; section: string }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: colours.primary,
      }}
    >
      <Wordmark size={44} />
      <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 28 }}>
        <div
          style={{
            display: "flex",
            padding: "10px 24px",
            borderRadius: 999,
            background: colours.accentSoft,
            color: colours.accent,
            fontSize: 30,
          }}
        >
          {label}
        </div>
        <div
          style={{
            display: "flex",
            fontSize: titleFontSize(title),
            lineHeight: 1.12,
            color: colours.white,
            letterSpacing: -0.5,
            maxWidth: 1040,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 28, color: colours.primarySoft }}>
        <div style={{ display: "flex", width: 48, height: 6, borderRadius: 3, background: colours.dot }} />
        {section}
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}

/** The site's card: the brand and what it does, French first then English and Spanish. */
export function siteCard({ tagline, others }: { tagline: string; others: string[] }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        gap: 48,
        padding: "72px 88px",
        background: colours.primary,
      }}
    >
      <Wordmark size={88} />
      <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
        <div style={{ display: "flex", fontSize: 60, lineHeight: 1.15, color: colours.white, letterSpacing: -1 }}>
          {tagline}
        </div>
        {others.map((text) => (
          <div key={text} style={{ display: "flex", fontSize: 34, color: colours.primarySoft }}>
            {text}
          </div>
        ))}
      </div>
      <div style={{ display: "flex", width: 120, height: 8, borderRadius: 4, background: colours.dot }} />
    </div>,
    OG_IMAGE_SIZE,
  );
}

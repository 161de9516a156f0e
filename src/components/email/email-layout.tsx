import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "@/i18n/config";

const colors = {
  primary: "#2343c4",
  text: "#16161d",
  muted: "#555566",
  background: "#f3f4f8",
  card: "#ffffff",
  rule: "#e3e4ec",
};
const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Mail clients keep inline styles only, so every colour is inline. Clients that honour
// prefers-color-scheme (Apple Mail, Outlook for Mac, Thunderbird) get these dark colours; the ones
// that invert on their own (Gmail, Outlook.com) do it to solid backgrounds set on each block and
// to a wordmark in text, which survive it. [data-ogsc] marks Outlook.com's dark mode. Body copies
// its style onto the cell of the table it wraps the message in, hence the second selector.
const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .ma-page, .ma-page > table > tbody > tr > td { background-color: #101017 !important; }
  .ma-card { background-color: #1c1c27 !important; border-color: #2c2c3a !important; }
  .ma-text, .ma-brand { color: #ececf2 !important; }
  .ma-muted { color: #a9a9bc !important; }
  .ma-accent, .ma-link { color: #9fb1ff !important; }
  .ma-rule { border-color: #2c2c3a !important; }
}
@media (max-width: 480px) {
  .ma-card { padding: 24px 20px !important; }
}
[data-ogsc] .ma-text, [data-ogsc] .ma-brand { color: #ececf2 !important; }
[data-ogsc] .ma-muted { color: #a9a9bc !important; }
[data-ogsc] .ma-accent, [data-ogsc] .ma-link { color: #9fb1ff !important; }
`;

const styles = {
  page: { backgroundColor: colors.background, margin: 0, padding: "24px 12px", fontFamily },
  container: { maxWidth: "560px", margin: "0 auto" },
  brand: {
    margin: "8px 0 20px",
    padding: "0 4px",
    fontFamily: "Georgia, 'Times New Roman', serif",
    fontSize: "24px",
    lineHeight: "32px",
    fontWeight: 700,
    letterSpacing: "-0.01em",
    color: colors.text,
  },
  card: { backgroundColor: colors.card, border: `1px solid ${colors.rule}`, borderRadius: "16px", padding: "32px" },
  // Long addresses and names must wrap instead of widening the card past a phone's screen.
  paragraph: {
    margin: "0 0 16px",
    fontSize: "16px",
    lineHeight: "24px",
    color: colors.text,
    wordBreak: "break-word",
    overflowWrap: "anywhere",
  },
  button: {
    backgroundColor: colors.primary,
    color: "#ffffff",
    borderRadius: "999px",
    fontSize: "16px",
    fontWeight: 600,
    lineHeight: "24px",
    padding: "12px 28px",
    textDecoration: "none",
  },
  fallback: { margin: "0", fontSize: "13px", lineHeight: "20px", color: colors.muted },
  fallbackLink: { color: colors.primary, wordBreak: "break-all" },
  rule: { borderColor: colors.rule, margin: "24px 0" },
  note: { margin: "0 0 16px", fontSize: "14px", lineHeight: "21px", color: colors.muted },
  signature: { margin: 0, fontSize: "14px", lineHeight: "21px", color: colors.muted },
} satisfies Record<string, CSSProperties>;

/** A paragraph of a message's body, in the layout's type and colour. */
export function EmailParagraph({ children }: { children: ReactNode }) {
  return (
    <Text className="ma-text" style={styles.paragraph}>
      {children}
    </Text>
  );
}

export type EmailLayoutProps = {
  locale: Locale;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  /** The body: a greeting and a few EmailParagraphs. */
  children: ReactNode;
  /** The one thing the message asks the person to do. */
  action: { label: string; url: string };
  /** Said before the address spelled out under the button, for clients that block buttons. */
  actionFallback: string;
  /** The muted line after the button: why they got this, what to do if it was not them. */
  note: ReactNode;
  signature: string;
};

/** Every message of MadameAI: the wordmark, a card with the body, one button, a muted note, the signature. */
export function EmailLayout({ locale, preview, children, action, actionFallback, note, signature }: EmailLayoutProps) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style dangerouslySetInnerHTML={{ __html: darkModeCss }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="ma-page" style={styles.page}>
        <Container style={styles.container}>
          <Text className="ma-brand" style={styles.brand}>
            Madame
            <span className="ma-accent" style={{ color: colors.primary }}>
              AI
            </span>
          </Text>
          <Section className="ma-card" style={styles.card}>
            {children}
            <Section style={{ margin: "24px 0" }}>
              <Button href={action.url} style={styles.button}>
                {action.label}
              </Button>
            </Section>
            {/* Already in the plain text after the button's label: said once there. */}
            <Text className="ma-muted" style={styles.fallback} data-skip-in-text="true">
              {actionFallback}
              <br />
              <Link className="ma-link" href={action.url} style={styles.fallbackLink}>
                {action.url}
              </Link>
            </Text>
            <Hr className="ma-rule" style={styles.rule} />
            <Text className="ma-muted" style={styles.note}>
              {note}
            </Text>
            <Text className="ma-muted" style={styles.signature}>
              {signature}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

import { env, type Env } from "@/env";

/*
 * Where each kind of personal information goes, read from this server's configuration, for the
 * table on /privacy: the page states what the deployment really does, so a customer who keeps
 * everything in Canada sees it there. Only host names come out of here, never a URL, a user
 * name, a password or a key (the connection strings carry them).
 */

/** Who runs a destination: us (on our servers or network), an outside provider, or the visitor's own browser. */
export type Operator = "us" | "provider" | "browser";

export type DataFlow =
  | { id: "database"; engine: "pglite" | "postgres"; host: string | null; region: string }
  | { id: "email"; host: string | null; operator: Operator | null }
  | { id: "tutor"; host: string | null; model: string | null; operator: Operator }
  | { id: "speech"; host: string | null; operator: Operator }
  | { id: "transcription"; host: string | null; operator: Operator }
  | { id: "payments"; provider: "stripe" | null }
  | { id: "analytics"; amplitudeZone: "US" | "EU" | null };

export type FlowId = DataFlow["id"];

type FlowSettings = Pick<
  Env,
  | "DATABASE_URL"
  | "DATA_REGION"
  | "SMTP_URL"
  | "AI_BASE_URL"
  | "AI_MODEL"
  | "TTS_BASE_URL"
  | "STT_BASE_URL"
  | "STRIPE_SECRET_KEY"
  | "AMPLITUDE_API_KEY"
  | "AMPLITUDE_SERVER_ZONE"
>;

/**
 * The host names of a connection string or URL, without scheme, credentials, port, path or query
 * ("postgres://u:p@db1:5432,db2/x" gives ["db1", "db2"]). Written by hand rather than with `URL`,
 * which refuses some valid connection strings (several hosts) and would then tempt a fallback
 * that prints the string itself.
 */
export function hostsOf(connection: string | undefined): string[] {
  if (!connection) return [];
  const authority = connection.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").split(/[/?#]/)[0] ?? "";
  const afterCredentials = authority.slice(authority.lastIndexOf("@") + 1);
  return afterCredentials
    .split(",")
    .map((part) => (part.startsWith("[") ? part.slice(1, part.indexOf("]")) : part.replace(/:\d*$/, "")))
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "" && /^[a-z0-9.:_-]+$/.test(host));
}

const firstHost = (connection: string | undefined) => hostsOf(connection)[0] ?? null;

/** A host on this machine or a private network (a self-hosted model server, a local mail relay): ours, not a provider's. */
export function isPrivateHost(host: string): boolean {
  return (
    host === "localhost" ||
    host === "::1" ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /\.(local|internal|localhost)$/.test(host) ||
    // A single-label name (a container or service on the same network, e.g. "ollama").
    /^[a-z0-9_-]+$/.test(host)
  );
}

const operatorOf = (host: string | null): Operator =>
  host === null ? "browser" : isPrivateHost(host) ? "us" : "provider";

export function dataFlows(settings: FlowSettings = env()): DataFlow[] {
  const smtpHost = firstHost(settings.SMTP_URL);
  const aiHost = firstHost(settings.AI_BASE_URL);
  const ttsHost = firstHost(settings.TTS_BASE_URL);
  const sttHost = firstHost(settings.STT_BASE_URL);
  return [
    settings.DATABASE_URL
      ? // A Unix-socket connection string has no host: the database is on this very server.
        { id: "database", engine: "postgres", host: firstHost(settings.DATABASE_URL), region: settings.DATA_REGION }
      : { id: "database", engine: "pglite", host: null, region: settings.DATA_REGION },
    { id: "email", host: smtpHost, operator: smtpHost === null ? null : operatorOf(smtpHost) },
    {
      id: "tutor",
      host: aiHost,
      model: aiHost === null ? null : settings.AI_MODEL,
      operator: aiHost === null ? "us" : operatorOf(aiHost),
    },
    { id: "speech", host: ttsHost, operator: operatorOf(ttsHost) },
    { id: "transcription", host: sttHost, operator: operatorOf(sttHost) },
    { id: "payments", provider: settings.STRIPE_SECRET_KEY ? "stripe" : null },
    { id: "analytics", amplitudeZone: settings.AMPLITUDE_API_KEY ? settings.AMPLITUDE_SERVER_ZONE : null },
  ];
}

/**
 * Where a destination keeps or processes the information: in DATA_REGION (our servers, or a
 * server of ours named by a private host), at an outside provider named only by its host (which
 * may be outside Quebec), outside Canada (Stripe, Amplitude), in the visitor's browser, or nowhere.
 */
export type Location = "region" | "provider" | "abroad" | "browser" | "nowhere";

export function locationOf(flow: DataFlow): Location {
  switch (flow.id) {
    case "database":
      return "region";
    case "payments":
      return flow.provider ? "abroad" : "nowhere";
    case "analytics":
      return flow.amplitudeZone ? "abroad" : "region";
    case "email":
      // Without SMTP the messages stay in our database's outbox.
      return flow.operator === "provider" ? "provider" : "region";
    default:
      return flow.operator === "provider" ? "provider" : flow.operator === "us" ? "region" : "browser";
  }
}

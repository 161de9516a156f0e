import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { dataFlows, hostsOf, isPrivateHost, locationOf, type DataFlow, type FlowId } from "./data-flows";

const flowsOf = (variables: Record<string, string>) => dataFlows(parseEnv(variables));
const flow = <Id extends FlowId>(flows: DataFlow[], id: Id) =>
  flows.find((f): f is Extract<DataFlow, { id: Id }> => f.id === id)!;

// Secrets as an operator would write them: none may ever reach the page.
const secrets = {
  DATABASE_URL: "postgresql://madame:db-Pa55word@pg.internal.example.ca:5432/madameai?sslmode=require",
  SMTP_URL: "smtps://mailer:smtp-S3cret@smtp.postmark.example:465",
  AI_BASE_URL: "https://ai-user:ai-Pa55@api.openai.example/v1",
  AI_API_KEY: "sk-ai-key-should-never-show",
  TTS_BASE_URL: "https://speech.example.ca/v1?key=tts-query-secret",
  TTS_API_KEY: "tts-key-should-never-show",
  STT_BASE_URL: "https://stt.example.ca:8443/v1",
  STT_API_KEY: "stt-key-should-never-show",
  STRIPE_SECRET_KEY: "sk_live_stripeSecretNeverShown",
  STRIPE_WEBHOOK_SECRET: "whsec_webhookSecretNeverShown",
  STRIPE_PRICE_INDIVIDUAL: "price_individual",
  AMPLITUDE_API_KEY: "amplitudeKey0123456789abcdef",
  AMPLITUDE_SERVER_ZONE: "EU",
  DATA_REGION: "Montréal, Canada",
};

describe("where personal information goes, from the configuration", () => {
  it("by default: the embedded database in the region, no e-mail sent, guided tutor, browser speech, no billing, our own analytics", () => {
    const flows = flowsOf({});
    expect(flows).toEqual([
      { id: "database", engine: "pglite", host: null, region: "Canada" },
      { id: "email", host: null, operator: null },
      { id: "tutor", host: null, model: null, operator: "us" },
      { id: "speech", host: null, operator: "browser" },
      { id: "transcription", host: null, operator: "browser" },
      { id: "payments", provider: null },
      { id: "analytics", amplitudeZone: null },
    ]);
    expect(flows.map(locationOf)).toEqual(["region", "region", "region", "browser", "browser", "nowhere", "region"]);
  });

  it("names the PostgreSQL host and the region, without the user, password, port or database name", () => {
    const database = flow(flowsOf({ DATABASE_URL: secrets.DATABASE_URL, DATA_REGION: "Montréal, Canada" }), "database");
    expect(database).toEqual({
      id: "database",
      engine: "postgres",
      host: "pg.internal.example.ca",
      region: "Montréal, Canada",
    });
  });

  it("names the SMTP host, ours or a provider's", () => {
    expect(flow(flowsOf({ SMTP_URL: secrets.SMTP_URL }), "email")).toEqual({
      id: "email",
      host: "smtp.postmark.example",
      operator: "provider",
    });
    const relay = flow(flowsOf({ SMTP_URL: "smtp://127.0.0.1:2525" }), "email");
    expect(relay).toEqual({ id: "email", host: "127.0.0.1", operator: "us" });
    expect(locationOf(relay)).toBe("region");
  });

  it("names the tutor's model server and model; a server on our network is ours", () => {
    const hosted = flow(flowsOf({ AI_BASE_URL: secrets.AI_BASE_URL, AI_MODEL: "gpt-4o-mini" }), "tutor");
    expect(hosted).toEqual({ id: "tutor", host: "api.openai.example", model: "gpt-4o-mini", operator: "provider" });
    expect(locationOf(hosted)).toBe("provider");
    const selfHosted = flow(flowsOf({ AI_BASE_URL: "http://ollama:11434/v1", AI_MODEL: "llama3.1" }), "tutor");
    expect(selfHosted).toEqual({ id: "tutor", host: "ollama", model: "llama3.1", operator: "us" });
    expect(locationOf(selfHosted)).toBe("region");
  });

  it("names the speech synthesis and transcription hosts, or says the browser does it", () => {
    const flows = flowsOf({ TTS_BASE_URL: secrets.TTS_BASE_URL, STT_BASE_URL: secrets.STT_BASE_URL });
    expect(flow(flows, "speech")).toEqual({ id: "speech", host: "speech.example.ca", operator: "provider" });
    expect(flow(flows, "transcription")).toEqual({ id: "transcription", host: "stt.example.ca", operator: "provider" });
    expect(flow(flowsOf({ TTS_BASE_URL: secrets.TTS_BASE_URL }), "transcription")).toEqual({
      id: "transcription",
      host: null,
      operator: "browser",
    });
  });

  it("lists Stripe only when a secret key is set, as outside Canada", () => {
    const payments = flow(
      flowsOf({
        STRIPE_SECRET_KEY: secrets.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: secrets.STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_INDIVIDUAL: "price_x",
      }),
      "payments",
    );
    expect(payments).toEqual({ id: "payments", provider: "stripe" });
    expect(locationOf(payments)).toBe("abroad");
  });

  it("adds Amplitude and its zone to our own analytics only when a key is set", () => {
    expect(flow(flowsOf({ AMPLITUDE_API_KEY: secrets.AMPLITUDE_API_KEY }), "analytics")).toEqual({
      id: "analytics",
      amplitudeZone: "US",
    });
    const eu = flow(
      flowsOf({ AMPLITUDE_API_KEY: secrets.AMPLITUDE_API_KEY, AMPLITUDE_SERVER_ZONE: "EU" }),
      "analytics",
    );
    expect(eu).toEqual({ id: "analytics", amplitudeZone: "EU" });
    expect(locationOf(eu)).toBe("abroad");
    // A zone without a key sends nothing anywhere.
    expect(flow(flowsOf({ AMPLITUDE_SERVER_ZONE: "EU" }), "analytics")).toEqual({
      id: "analytics",
      amplitudeZone: null,
    });
  });

  it("never lets a password, key, user name, path or query out, whatever is configured", () => {
    const output = JSON.stringify(flowsOf(secrets));
    for (const secret of [
      "db-Pa55word",
      "madame:",
      "smtp-S3cret",
      "mailer",
      "ai-Pa55",
      "ai-user",
      "sk-ai-key",
      "tts-key",
      "tts-query-secret",
      "stt-key",
      "sk_live",
      "whsec_",
      "amplitudeKey",
      "/v1",
      "sslmode",
      "5432",
      "8443",
    ]) {
      expect(output, secret).not.toContain(secret);
    }
  });
});

describe("hostsOf", () => {
  it("keeps only host names", () => {
    expect(hostsOf("postgres://u:p@db1.example.ca:5432,db2.example.ca/x")).toEqual([
      "db1.example.ca",
      "db2.example.ca",
    ]);
    expect(hostsOf("postgres://u:p%40ss@[2001:db8::1]:5432/x")).toEqual(["2001:db8::1"]);
    expect(hostsOf("postgresql:///madameai?host=/var/run/postgresql")).toEqual([]);
    expect(hostsOf("smtps://user:pa@ss@smtp.example.com")).toEqual(["smtp.example.com"]);
    expect(hostsOf(undefined)).toEqual([]);
    expect(hostsOf("https://<script>@x/")).toEqual(["x"]);
    expect(hostsOf("https://a b/")).toEqual([]);
  });

  it("tells our own hosts from a provider's", () => {
    for (const host of [
      "localhost",
      "127.0.0.1",
      "10.0.0.4",
      "192.168.1.9",
      "172.20.0.2",
      "ollama",
      "models.internal",
      "::1",
    ])
      expect(isPrivateHost(host), host).toBe(true);
    for (const host of ["api.openai.com", "172.32.0.1", "8.8.8.8", "smtp.example.ca"])
      expect(isPrivateHost(host), host).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives working defaults for development", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NAVIGATION_STYLE).toBe("sidebar");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", WAITLIST_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the bad variable and what it expects", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ connection string/,
    );
    expect(() => parseEnv({ FLAG_ALLOW_SIGNUP: "yes" })).toThrow(/FLAG_ALLOW_SIGNUP: expected true or false/);
    expect(() => parseEnv({ NAVIGATION_STYLE: "tabs" })).toThrow(
      /NAVIGATION_STYLE: expected sidebar, header or custom/,
    );
    expect(() => parseEnv({ APP_SECRET: "short" })).toThrow(/APP_SECRET: expected at least 32 characters/);
  });

  it("requires a secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/APP_SECRET: required in production/);
    expect(parseEnv({ NODE_ENV: "production", APP_SECRET: "x".repeat(32) }).APP_SECRET).toHaveLength(32);
    // The build prerenders the public pages, which sign nothing; the server that runs them still needs it.
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).APP_SECRET).toBeUndefined();
    expect(() => parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-server" })).toThrow(/APP_SECRET/);
  });

  it("leaves text-to-speech off unless a server is named, with a model and voices by default", () => {
    const defaults = parseEnv({});
    expect(defaults.TTS_BASE_URL).toBeUndefined();
    expect(defaults).toMatchObject({ TTS_MODEL: "tts-1", TTS_VOICE_FR: "nova", TTS_VOICE_EN: "alloy" });
    expect(parseEnv({ TTS_BASE_URL: "http://127.0.0.1:8880/v1", TTS_VOICE_FR: "ff_siwis" })).toMatchObject({
      TTS_BASE_URL: "http://127.0.0.1:8880/v1",
      TTS_VOICE_FR: "ff_siwis",
    });
    expect(() => parseEnv({ TTS_BASE_URL: "api.openai.com/v1" })).toThrow(
      /TTS_BASE_URL: expected the http\(s\) base URL/,
    );
    expect(() => parseEnv({ TTS_BASE_URL: "ftp://tts.example.com" })).toThrow(
      /TTS_BASE_URL: expected the http\(s\) base URL/,
    );
  });

  it("leaves Madame's model and speech to text off unless servers are named, with bounded timeouts", () => {
    const defaults = parseEnv({});
    expect(defaults.AI_BASE_URL).toBeUndefined();
    expect(defaults.STT_BASE_URL).toBeUndefined();
    expect(defaults).toMatchObject({ AI_MODEL: "gpt-4o-mini", AI_TIMEOUT_SECONDS: 45, STT_MODEL: "whisper-1" });
    expect(
      parseEnv({ AI_BASE_URL: "http://127.0.0.1:8000/v1", AI_MODEL: "llama-3.1-8b", AI_TIMEOUT_SECONDS: "20" }),
    ).toMatchObject({ AI_BASE_URL: "http://127.0.0.1:8000/v1", AI_MODEL: "llama-3.1-8b", AI_TIMEOUT_SECONDS: 20 });
    expect(() => parseEnv({ AI_BASE_URL: "localhost:8000" })).toThrow(/AI_BASE_URL: expected the http\(s\) base URL/);
    expect(() => parseEnv({ AI_TIMEOUT_SECONDS: "2" })).toThrow(/AI_TIMEOUT_SECONDS/);
    expect(() => parseEnv({ STT_BASE_URL: "whisper" })).toThrow(/STT_BASE_URL/);
  });

  it("reads boolean flags", () => {
    expect(parseEnv({ FLAG_ALLOW_SIGNUP: "true", FLAG_THEME_SWITCHER: "0" })).toMatchObject({
      FLAG_ALLOW_SIGNUP: true,
      FLAG_THEME_SWITCHER: false,
    });
  });

  it("leaves billing off without a Stripe key, and asks for the webhook secret and price once there is one", () => {
    const defaults = parseEnv({});
    expect(defaults.STRIPE_SECRET_KEY).toBeUndefined();
    expect(defaults.BILLING_GRACE_DAYS).toBe(14);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_INDIVIDUAL: required/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_live_abc123" })).toThrow(
      /STRIPE_SECRET_KEY: expected a Stripe secret key/,
    );
    expect(
      parseEnv({
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_PRICE_INDIVIDUAL: "price_abc",
        STRIPE_AUTOMATIC_TAX: "true",
      }),
    ).toMatchObject({
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_AUTOMATIC_TAX: true,
    });
  });

  it("keeps recordings in the database unless a bucket is named, and asks for both halves of an S3 key pair", () => {
    const defaults = parseEnv({});
    expect([defaults.S3_BUCKET, defaults.S3_REGION]).toEqual([undefined, "ca-central-1"]);
    expect(() => parseEnv({ S3_BUCKET: "madameai", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with the other half of the S3 key pair/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: required when S3_ENDPOINT/);
    expect(() => parseEnv({ S3_BUCKET: "Not A Bucket" })).toThrow(/S3_BUCKET: expected an S3 bucket name/);
    expect(
      parseEnv({
        S3_BUCKET: "madameai-recordings",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }),
    ).toMatchObject({ S3_BUCKET: "madameai-recordings", S3_FORCE_PATH_STYLE: true });
  });

  it("leaves web push off by default, and asks for both VAPID keys once it is on", () => {
    const defaults = parseEnv({});
    expect([defaults.WEB_PUSH, defaults.VAPID_SUBJECT]).toEqual([undefined, "mailto:bonjour@madameai.ca"]);
    expect(() => parseEnv({ WEB_PUSH: "true" })).toThrow(/VAPID_PUBLIC_KEY: required when WEB_PUSH is true/);
    expect(() => parseEnv({ WEB_PUSH: "true", VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(
      /VAPID_PRIVATE_KEY: required when WEB_PUSH is true/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "not a key" })).toThrow(/VAPID_PUBLIC_KEY: expected the public key/);
    expect(
      parseEnv({ WEB_PUSH: "true", VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "p".repeat(43) }),
    ).toMatchObject({ WEB_PUSH: true });
  });
});

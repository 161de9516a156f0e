import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start.
 * A bad value stops the process with a message naming the variable and what it expects,
 * rather than failing later in a request.
 */
const booleanString = z
  .enum(["true", "false", "1", "0"], { message: "expected true or false" })
  .transform((value) => value === "true" || value === "1");

// Never echo the value: it usually carries the SMTP password.
const smtpUrlMessage = "expected an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465";

const optionalUrl = z.url({ message: "expected a full URL, e.g. https://example.com/path" }).optional();

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Set by Next.js; "phase-production-build" while it prerenders the public pages, which sign nothing. */
    NEXT_PHASE: z.string().optional(),
    APP_URL: z
      .url({ message: "expected the public URL of the app, e.g. http://localhost:3000" })
      .default("http://localhost:3000"),
    APP_SECRET: z
      .string()
      .min(32, { message: "expected at least 32 characters (run: openssl rand -base64 48)" })
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "expected a postgres:// or postgresql:// connection string" })
      .optional(),
    PGLITE_DIR: z.string().min(1).default("./data/pglite"),
    /** Demo data on a configured PostgreSQL (the embedded database gets it on its first run anyway). */
    DEMO_DATA: booleanString.optional(),
    /** The page of e-mails not sent (/dev/outbox) in a production build: only when set to true (the demo does). */
    DEV_OUTBOX: booleanString.optional(),
    /**
     * The browser tests' own servers only: POST /api/testing/jobs/<queue> runs that job now, on the
     * embedded database (never with DATABASE_URL). Anywhere else the route answers 404.
     */
    TEST_JOB_TRIGGER: booleanString.optional(),
    /**
     * How many proxies in front of the app add to X-Forwarded-For (and set X-Forwarded-Host). With
     * 0, the default, those headers come from the client and are never believed.
     */
    TRUSTED_PROXIES: z.coerce
      .number({ message: "expected a whole number of proxies, e.g. 1" })
      .int({ message: "expected a whole number of proxies, e.g. 1" })
      .min(0)
      .max(5)
      .default(0),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/i, { message: smtpUrlMessage })
      .pipe(z.url({ protocol: /^smtps?$/, message: smtpUrlMessage }))
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/@/, { message: "expected a sender address, e.g. MadameAI <bonjour@madameai.ca>" })
      .default("MadameAI <bonjour@madameai.ca>"),
    /** Reminders by notification too (web push), where the browser supports it: only with both VAPID keys. */
    WEB_PUSH: booleanString.optional(),
    /** The VAPID key pair that signs pushes (npx web-push generate-vapid-keys), in base64url. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { message: "expected the public key of npx web-push generate-vapid-keys" })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { message: "expected the private key of npx web-push generate-vapid-keys" })
      .optional(),
    /** Whom push services contact about our pushes. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: "expected mailto:someone@example.com or an https:// URL" })
      .default("mailto:bonjour@madameai.ca"),
    /** Where the contact form's messages are sent (the team's inbox). */
    CONTACT_EMAIL: z
      .email({ message: "expected an e-mail address, e.g. bonjour@madameai.ca" })
      .default("bonjour@madameai.ca"),
    /** Law 25: the person in charge of protecting personal information, named with a way to reach them on /privacy. */
    PRIVACY_OFFICER_NAME: z.string().min(1).default("Responsable de la protection des renseignements personnels"),
    PRIVACY_OFFICER_EMAIL: z
      .email({ message: "expected an e-mail address, e.g. confidentialite@madameai.ca" })
      .default("confidentialite@madameai.ca"),
    /** Where the servers and the database run, as /privacy states it (e.g. "Montréal, Canada"). */
    DATA_REGION: z.string().min(1).default("Canada"),
    /** Product analytics: a copy of the consented events also goes to Amplitude when a key is set (our own endpoint always receives them). */
    AMPLITUDE_API_KEY: z
      .string()
      .regex(/^\w{16,64}$/, { message: "expected an Amplitude project API key (letters and digits)" })
      .optional(),
    AMPLITUDE_SERVER_ZONE: z.enum(["US", "EU"], { message: "expected US or EU" }).default("US"),
    /** Another address for Amplitude's HTTP API: only for tests, which point the relay at a local server. */
    AMPLITUDE_API_URL: z
      .url({ protocol: /^https?$/, message: "expected an http(s) URL, e.g. http://127.0.0.1:12112/2/httpapi" })
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    NAVIGATION_STYLE: z
      .enum(["sidebar", "header", "custom"], { message: "expected sidebar, header or custom" })
      .default("sidebar"),
    FLAG_ALLOW_SIGNUP: booleanString.optional(),
    FLAG_MULTI_FACTOR_AUTH: booleanString.optional(),
    FLAG_EMAIL_VERIFICATION: booleanString.optional(),
    FLAG_ACCOUNT_DELETION: booleanString.optional(),
    FLAG_ORGANIZATION_DELETION: booleanString.optional(),
    FLAG_ORGANIZATION_CREATION: booleanString.optional(),
    FLAG_THEME_SWITCHER: booleanString.optional(),
    FLAG_EMBEDDED_CHECKOUT: booleanString.optional(),
    CHECKOUT_DISPLAY: z.enum(["popup", "redirect"], { message: "expected popup or redirect" }).optional(),
    WAITLIST_URL: optionalUrl,
    GROUP_CALL_URL: optionalUrl,
    /** The external companion apps (conversation, lite trial, pronunciation): shown only when set. */
    COMPANION_CONVERSATION_URL: optionalUrl,
    COMPANION_TRIAL_URL: optionalUrl,
    COMPANION_PRONUNCIATION_URL: optionalUrl,
    /** Text-to-speech for listen exercises when the browser has no voice: any OpenAI-compatible server. Unset: eSpeak NG's synthetic voice. */
    TTS_BASE_URL: z
      .url({
        protocol: /^https?$/,
        message: "expected the http(s) base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1",
      })
      .optional(),
    TTS_API_KEY: z.string().optional(),
    TTS_MODEL: z.string().min(1).default("tts-1"),
    // Voice names depend on the server (OpenAI: alloy, nova…; Kokoro: ff_siwis for French…).
    TTS_VOICE_FR: z.string().min(1).default("nova"),
    TTS_VOICE_EN: z.string().min(1).default("alloy"),
    // The second voice of a listening piece's dialogues (its male speakers); the voices above speak the others.
    TTS_VOICE_FR_MALE: z.string().min(1).default("onyx"),
    TTS_VOICE_EN_MALE: z.string().min(1).default("echo"),
    /** The tutor's model: any OpenAI-compatible chat server. Unset: Madame offers guided dialogues only. */
    AI_BASE_URL: z
      .url({
        protocol: /^https?$/,
        message: "expected the http(s) base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1",
      })
      .optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    /** Seconds Madame may take to answer before the learner is told and may try again. */
    AI_TIMEOUT_SECONDS: z.coerce
      .number()
      .int({ message: "expected a whole number of seconds" })
      .min(5)
      .max(300)
      .default(45),
    /** Speech-to-text for browsers without speech recognition: POST {STT_BASE_URL}/audio/transcriptions. Unset: typing only there. */
    STT_BASE_URL: z
      .url({
        protocol: /^https?$/,
        message: "expected the http(s) base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1",
      })
      .optional(),
    STT_API_KEY: z.string().optional(),
    STT_MODEL: z.string().min(1).default("whisper-1"),
    /** Days a pronunciation recording is kept before it is deleted (its score stays). */
    PRONUNCIATION_RECORDING_DAYS: z.coerce
      .number()
      .int({ message: "expected a whole number of days" })
      .min(1)
      .max(365)
      .default(30),
    /**
     * Object storage for recordings, through the S3 API (AWS S3 or any compatible store). Unset
     * bucket: the embedded default, the bytes stay in the database.
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "expected an S3 bucket name, e.g. madameai-recordings" })
      .optional(),
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        message: "expected the http(s) URL of an S3-compatible API, e.g. https://s3.ca-central-1.amazonaws.com",
      })
      .optional(),
    S3_REGION: z.string().min(1).default("ca-central-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Addresses as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key> (MinIO and most self-hosted stores). */
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    /** Billing: a Stripe secret key (sk_live_… or sk_test_…; a restricted rk_… works). Unset: billing is off and access is not limited. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(live|test)_\w+$/, { message: "expected a Stripe secret key, e.g. sk_live_…" })
      .optional(),
    /** The signing secret of the webhook endpoint /api/stripe/webhook (Stripe dashboard → Webhooks). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { message: "expected a webhook signing secret, e.g. whsec_…" })
      .optional(),
    /** Only for embedded checkout (FLAG_EMBEDDED_CHECKOUT). */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(live|test)_\w+$/, { message: "expected a Stripe publishable key, e.g. pk_live_…" })
      .optional(),
    /** The yearly individual price (750 $ CAD) and the company's yearly price per seat. */
    STRIPE_PRICE_INDIVIDUAL: z
      .string()
      .regex(/^price_\w+$/, { message: "expected a Stripe price id, e.g. price_…" })
      .optional(),
    STRIPE_PRICE_COMPANY_SEAT: z
      .string()
      .regex(/^price_\w+$/, { message: "expected a Stripe price id, e.g. price_…" })
      .optional(),
    /** Stripe Tax computes GST/QST and shows them on the invoice (needs the tax registrations in Stripe). */
    STRIPE_AUTOMATIC_TAX: booleanString.optional(),
    /** Another Stripe API address: only for tests, which point the SDK at a local Stripe-compatible server. */
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, message: "expected an http(s) URL, e.g. http://127.0.0.1:12111" })
      .optional(),
    /** Days a past-due subscription keeps access while Stripe retries the payment. */
    BILLING_GRACE_DAYS: z.coerce
      .number()
      .int({ message: "expected a whole number of days" })
      .min(0)
      .max(60)
      .default(14),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.APP_SECRET && env.NEXT_PHASE !== "phase-production-build") {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message: "required in production: at least 32 random characters",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "required with the other half of the S3 key pair" });
    }
    if (env.WEB_PUSH) {
      for (const name of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when WEB_PUSH is true" });
      }
    }
    if (env.S3_ENDPOINT && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when S3_ENDPOINT is set" });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_INDIVIDUAL"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "required when STRIPE_SECRET_KEY is set" });
      }
      if (env.FLAG_EMBEDDED_CHECKOUT && !env.STRIPE_PUBLISHABLE_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_PUBLISHABLE_KEY"],
          message: "required for embedded checkout (FLAG_EMBEDDED_CHECKOUT)",
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Turns zod issues into one line per variable: `NAME: what it expects`. */
export function describeEnvErrors(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`).join("\n");
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings in .env files mean "not set", as people write them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(
      `Invalid environment configuration:\n${describeEnvErrors(result.error)}\nSee .env.example for every variable.`,
    );
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The secret that signs CSRF tokens; a fixed development value outside production. */
export function appSecret(): string {
  return env().APP_SECRET ?? "development-secret-not-for-production-use-000";
}

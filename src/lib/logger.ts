import pino, { type DestinationStream } from "pino";

/*
 * JSON logs with UTC timestamps. Never log secrets, passwords, tokens or card data, nor people's
 * addresses: what follows is a safety net, not a licence. Fields named for an address keep only
 * the domain ("***@example.com", enough to follow a mail server's trouble); fields named for a
 * secret are dropped whole; and the same masking runs over every message and error text, where a
 * library may quote an address or a token it was given.
 */

const CENSORED = "[redacted]";

/** An address anywhere in a text: the mailbox goes, the domain stays. */
const EMAIL = /[\p{L}\p{N}_.!#$%&*+/?^{|}~-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;
/** `token=…`, `session_token=…` or `password=…` in a URL, a cookie or a quoted header. */
const SECRET_PARAMETER = /\b([\w.-]*(?:token|secret|password|session_data)=)[^\s;&,"'<>]+/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/**
 * Session and link tokens: 32 or more letters and digits in a row, both cases mixed (a hash or a
 * commit in hexadecimal is left alone), with the signature a cookie adds after a dot.
 */
const OPAQUE_TOKEN = /\b(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{32,}(?:\.[\w%+/=-]+)?/g;

/** The text with addresses cut to their domain and tokens removed. */
export function maskSecrets(text: string): string {
  return text
    .replace(SECRET_PARAMETER, `$1${CENSORED}`)
    .replace(BEARER, `$1 ${CENSORED}`)
    .replace(OPAQUE_TOKEN, CENSORED)
    .replace(EMAIL, "***@$1");
}

/** Strings masked inside objects and arrays, a few levels down; anything else is left as it is. */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskSecrets(value);
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]));
}

const ADDRESS_FIELDS = ["email", "to", "cc", "bcc", "address"];
const SECRET_FIELDS = ["password", "token", "secret", "cookie", "authorization"];
const HEADERS = ["cookie", "authorization", '["set-cookie"]', '["x-csrf-token"]'];

/** Each field at the top, one and two levels down; headers wherever a `headers` object is. */
const REDACTED_PATHS = [
  ...[...ADDRESS_FIELDS, ...SECRET_FIELDS].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...HEADERS.flatMap((header) => {
    const path = header.startsWith("[") ? header : `.${header}`;
    return [`headers${path}`, `*.headers${path}`, `*.*.headers${path}`];
  }),
];

/** pino's own error serializer, then its message, stack and fields masked. */
function serializeError(error: Error): unknown {
  const serialized: unknown = pino.stdSerializers.err(error);
  return maskDeep(typeof serialized === "object" && serialized !== null ? { ...serialized } : serialized);
}

/** The app's logger writing to `destination` (stdout by default); tests pass a stream they read. */
export function createLogger(destination?: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { app: "madameai" },
      redact: {
        paths: REDACTED_PATHS,
        censor: (value, path) => (ADDRESS_FIELDS.includes(String(path.at(-1))) ? maskDeep(value) : CENSORED),
      },
      serializers: { err: serializeError },
      formatters: { log: (object) => maskDeep(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === "string" ? maskSecrets(arg) : arg)) as typeof args);
        },
      },
    },
    destination,
  );
}

export const logger = createLogger();

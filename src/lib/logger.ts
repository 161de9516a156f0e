import pino from "pino";

/**
 * JSON logs with UTC timestamps. Never log secrets, passwords, tokens or card data:
 * the redact list is a safety net, not a licence.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  timestamp: pino.stdTimeFunctions.isoTime,
  base: { app: "madameai" },
  redact: {
    paths: [
      "password",
      "*.password",
      "token",
      "*.token",
      "secret",
      "*.secret",
      "headers.cookie",
      "headers.authorization",
    ],
    censor: "[redacted]",
  },
});

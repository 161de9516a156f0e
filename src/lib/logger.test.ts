import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, maskSecrets } from "./logger";

const SESSION_TOKEN = "Qx7pLm2RtZ9wKc4VnB8sYd3FgH6jAe1U";

/** A logger at level info whose lines are parsed back as they are written. */
function captured() {
  vi.stubEnv("LOG_LEVEL", "info");
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger(stream), lines, text: () => JSON.stringify(lines) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the logger", () => {
  it("keeps only the domain of address fields, at any of the first levels", () => {
    const { log, lines } = captured();
    log.info(
      {
        email: "julie.tremblay@fromagerie.test",
        mail: { to: ["marc@transports-gagnon.test", "Priya <priya@transports-gagnon.test>"], address: "x@y.test" },
        event: "member-role",
        from: "member",
        to: "admin",
      },
      "sent",
    );
    expect(lines[0]).toMatchObject({
      email: "***@fromagerie.test",
      mail: { to: ["***@transports-gagnon.test", "Priya <***@transports-gagnon.test>"], address: "***@y.test" },
      from: "member",
      to: "admin",
    });
  });

  it("drops tokens, passwords and the cookie and authorization headers whole", () => {
    const { log, lines, text } = captured();
    log.warn(
      {
        token: "abc",
        nested: { password: "hunter2", deeper: { secret: "s" } },
        req: {
          headers: {
            cookie: "better-auth.session_token=abc.def",
            authorization: "Bearer xyz",
            "set-cookie": ["a=b"],
            accept: "text/html",
          },
        },
      },
      "request",
    );
    expect(lines[0]).toMatchObject({
      token: "[redacted]",
      nested: { password: "[redacted]", deeper: { secret: "[redacted]" } },
      req: {
        headers: {
          cookie: "[redacted]",
          authorization: "[redacted]",
          "set-cookie": "[redacted]",
          accept: "text/html",
        },
      },
    });
    expect(text()).not.toMatch(/hunter2|abc\.def|xyz/);
  });

  it("masks addresses and session tokens inside messages and errors", () => {
    const { log, lines, text } = captured();
    log.error(
      { err: new Error(`550 mailbox unavailable: <julie@fromagerie.test> (session ${SESSION_TOKEN})`) },
      "sign-in link for %s failed",
      "marc@transports-gagnon.test",
    );
    log.info(`cookie better-auth.session_token=${SESSION_TOKEN}.c2lnbmF0dXJl seen`);
    log.info({ detail: `for anh.nguyen@example.test with ${SESSION_TOKEN}` }, "nested text");
    const [failure, cookie, nested] = lines;
    expect(failure?.msg).toBe("sign-in link for ***@transports-gagnon.test failed");
    expect((failure?.err as { message: string }).message).toBe(
      "550 mailbox unavailable: <***@fromagerie.test> (session [redacted])",
    );
    expect((failure?.err as { stack: string }).stack).toContain("***@fromagerie.test");
    expect((failure?.err as { type: string }).type).toBe("Error");
    expect(cookie?.msg).toBe("cookie better-auth.session_token=[redacted] seen");
    expect(nested?.detail).toBe("for ***@example.test with [redacted]");
    expect(text()).not.toMatch(/julie@|marc@|anh\.nguyen@|Qx7pLm2/);
  });

  it("leaves hexadecimal hashes, ids and ordinary text alone", () => {
    const commit = "4f9c2b7e1a3d5c8b9e0f1a2b3c4d5e6f7a8b9c0d";
    expect(maskSecrets(`commit ${commit}, row 3f2a1c4e-1b2d-4c3e-9f8a-7b6c5d4e3f2a`)).toBe(
      `commit ${commit}, row 3f2a1c4e-1b2d-4c3e-9f8a-7b6c5d4e3f2a`,
    );
    expect(maskSecrets("Invitation acceptée à 14 h : 3 personnes")).toBe("Invitation acceptée à 14 h : 3 personnes");
    expect(maskSecrets("Authorization: Bearer eyJhbGciOi.payload")).toBe("Authorization: Bearer [redacted]");
    expect(maskSecrets("from élise.côté@exemple.québec")).toBe("from ***@exemple.québec");
  });
});

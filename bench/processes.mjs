// Starting, waiting for and stopping the servers bench/run.mjs measures. Each server runs in its
// own process group so that stopping it also stops anything it spawned, and every wait has a
// deadline so a wedged server fails the run instead of hanging it.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

const OUTPUT_TAIL_CHARS = 8_000;

/** A port nobody listens on right now (the kernel picks it; a race is possible but harmless here). */
/** Rejects when `port` is in use: another run of the same bench (`who`) is probably going. */
export function assertPortFree(port, who) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is taken: is another ${who} running?`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns a server; its output is kept (last few KB) to explain a failure, not printed. */
export function startServer(name, command, args, { env, cwd }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  child.once("error", (error) => keep(`\n[spawn error] ${error.message}\n`));
  return { name, child, exited, output: () => output };
}

function running(server) {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** Polls `url` until it answers 200, the server dies, or `timeoutMs` passes. Returns the JSON body. */
export async function waitUntilHealthy(server, url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (!running(server)) {
      throw new Error(
        `${server.name} exited before answering (${server.child.exitCode ?? server.child.signalCode}).\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200) return JSON.parse(body);
      last = `HTTP ${response.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `${server.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s (last: ${last}).\n${server.output()}`,
  );
}

function signalGroup(server, signal) {
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the server's group, then SIGKILL if it is still there after `graceMs`. */
export async function stopServer(server, graceMs = 5_000) {
  if (!server.child.pid) return;
  if (running(server)) {
    signalGroup(server, "SIGTERM");
    await Promise.race([server.exited, sleep(graceMs)]);
  }
  // Also reaches grandchildren that outlived their parent.
  signalGroup(server, "SIGKILL");
}

/** Last resort from a synchronous 'exit' handler, where nothing can be awaited. */
export function killServerNow(server) {
  if (server.child.pid) signalGroup(server, "SIGKILL");
}

// The production server: `npm start`, the browser tests, the bench, the cluster and the container
// image all run this file (decision 053). It is Next.js's documented custom server with one
// addition: before Next.js sees a request, the front door (src/lib/front-door.ts, installed when
// the app starts) may answer it from memory — the health check and the prerendered public pages,
// the requests a load balancer or a CDN sends most. Everything else goes to Next.js unchanged.
//
//   node server.mjs [-p PORT] [-H HOST] [--keepAliveTimeout MS]   (or PORT, HOSTNAME, KEEP_ALIVE_TIMEOUT;
//   SHUTDOWN_GRACE_MS bounds the stop at SIGTERM, below)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.chdir(dir);
process.env.NODE_ENV = "production";

function option(flags, environment, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => flags.includes(arg));
  return (at >= 0 ? args[at + 1] : undefined) ?? process.env[environment] ?? fallback;
}
const port = Number(option(["-p", "--port"], "PORT", "3000"));
const hostname = option(["-H", "--hostname"], "HOSTNAME", "0.0.0.0");
const keepAliveTimeout = Number(option(["--keepAliveTimeout"], "KEEP_ALIVE_TIMEOUT", "0"));

// The configuration the build resolved: the container image has no next.config.ts to read (nor
// the tools to compile it), and a server should run what was built, whatever the file says now.
const { config } = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const { default: next } = await import("next");
const app = next({ dev: false, dir, hostname, port, conf: config });
const handle = app.getRequestHandler();
await app.prepare(); // runs src/instrumentation.ts, which installs the front door

const FRONT_DOOR = Symbol.for("madameai.frontDoor");

const server = createServer((request, response) => {
  const frontDoor = globalThis[FRONT_DOOR];
  if (frontDoor?.(request, response)) return;
  handle(request, response).catch((error) => {
    console.error(`Failed to handle request for ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
if (keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout;
// One line when it can take requests, as `next start` prints: people starting it by hand wait for it.
server.listen(port, hostname, () => {
  process.env.PORT = String(server.address().port);
  console.log(`▲ ready on http://${hostname}:${server.address().port}`);
});

// At SIGTERM (a deploy, `docker stop`) or Ctrl-C: stop taking requests, let those under way end,
// then let Next.js close, stop the background jobs and close the database (the embedded one writes
// what it holds: a kill leaves it to recover at the next start), and exit with the signal's code.
// Past SHUTDOWN_GRACE_MS (8 s: `docker stop` kills at 10), or at a second signal, it exits anyway.
const SHUTDOWN = Symbol.for("madameai.shutdown");
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? "8000");
let stopping = false;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    if (stopping) process.exit(code);
    stopping = true;
    setTimeout(() => {
      console.error(`▲ stopped after ${graceMs} ms with work still under way`);
      process.exit(code);
    }, graceMs).unref();
    const drained = new Promise((resolve) => server.close(resolve));
    // A kept-alive connection goes as soon as it is idle, not at its timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    drained
      .then(() => clearInterval(idle))
      .then(() => app.close())
      .then(() => globalThis[SHUTDOWN]?.())
      .catch((error) => console.error("▲ shutdown:", error))
      .finally(() => process.exit(code));
  });
}

// `npm run cluster [-- --port 8080 --seed demo|tenants]`: the deployment of deploy/compose.yaml
// on one machine, without containers (decision 042). Debian's PostgreSQL (scripts/postgres.mjs),
// migrated and seeded (the demo data by default); the local S3-compatible server
// (scripts/s3-server.mjs); two `node server.mjs` processes of the production build; Debian's nginx in
// front, round robin. Prints the address; Ctrl-C stops everything. e2e/cluster.spec.ts runs it
// with the browser tests' people; another script can start it with `startCluster()`.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres, stopPostgres } from "./postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = "/usr/sbin/nginx";
const STARTUP_MS = 90_000;
const S3_KEYS = { S3_ACCESS_KEY_ID: "madameai-cluster", S3_SECRET_ACCESS_KEY: "madameai-cluster-secret" };

/** What each seed puts in the database: the demo's people, or the browser tests' two tenants. */
const SEEDS = {
  demo: { script: "src/db/seed.ts", env: { DEMO_DATA: "true" } },
  tenants: { script: "e2e/support/seed.ts", env: {} },
};

/** A port the kernel has just handed out (bound to port 0, then released). */
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers 200, rejects if `child` exits first or the time runs out. */
async function answering(url, child, name, log) {
  const exited = new Promise((_, reject) =>
    child.once("exit", (code, signal) =>
      reject(new Error(`${name} stopped before it answered (${signal ?? code}); see ${log}`)),
    ),
  );
  exited.catch(() => {});
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const ok = await Promise.race([
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer within ${STARTUP_MS / 1000} s; see ${log}`);
    await sleep(250);
  }
}

/** Stops a child process and waits for it (SIGTERM, then SIGKILL after a grace period). */
function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Starts the local S3 server; null (the app keeps recordings without it) when its script is missing. */
async function startObjectStore(dir, children) {
  const script = path.join(root, "scripts/s3-server.mjs");
  if (!existsSync(script)) return null;
  const port = await freePort();
  const log = path.join(dir, "s3.log");
  const child = spawn("node", [script, path.join(dir, "s3"), String(port)], {
    env: { ...process.env, ...S3_KEYS, S3_BUCKET: "madameai" },
    stdio: ["ignore", "pipe", openSync(log, "w")],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("s3 ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the S3 server stopped (${code}); see ${log}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** The variables both app processes run with: the same secret, database, store and proxy. */
function appEnvironment({ url, databaseUrl, s3Url, secret, extra }) {
  const inherited = { ...process.env };
  for (const name of ["DEV_OUTBOX", "PGLITE_DIR", "DEMO_DATA", "NEXT_OUTPUT"]) delete inherited[name];
  for (const name of Object.keys(inherited)) if (name.startsWith("S3_")) delete inherited[name];
  return {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_URL: url,
    APP_SECRET: secret,
    DATABASE_URL: databaseUrl,
    // Only nginx reaches the processes' clients; it appends the address it saw.
    TRUSTED_PROXIES: "1",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    ...(s3Url ? { ...S3_KEYS, S3_ENDPOINT: s3Url, S3_BUCKET: "madameai", S3_FORCE_PATH_STYLE: "true" } : {}),
    ...extra,
  };
}

/** nginx's configuration for this cluster, from deploy/nginx/cluster.conf.template. */
function nginxConfig(dir, port, appPorts) {
  const template = readFileSync(path.join(root, "deploy/nginx/cluster.conf.template"), "utf8");
  const fields = {
    DIR: dir,
    PORT: String(port),
    PROXY_CONF: path.join(root, "deploy/nginx/proxy.conf"),
    UPSTREAMS: appPorts
      .map((appPort) => `        server 127.0.0.1:${appPort} max_fails=3 fail_timeout=10s;`)
      .join("\n"),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => fields[name]);
}

/**
 * Starts the cluster and answers where it listens. `port`: nginx's (a free one by default);
 * `seed`: "demo", "tenants", or a function called with the app processes' variables (the
 * database's address among them) that seeds the database itself and returns what to print;
 * `env`: more variables for both app processes; `postgresSettings`: more PostgreSQL server
 * settings (`name=value`). Needs a production build (`npm run build`), `postgresql` and `nginx` from Debian.
 */
export async function startCluster({
  port,
  seed = "demo",
  env: extra = {},
  postgresSettings = [],
  onStep = () => {},
} = {}) {
  if (!existsSync(path.join(root, ".next/BUILD_ID")))
    throw new Error("No production build: run `npm run build` first.");
  if (!existsSync(NGINX)) throw new Error("nginx not found: install Debian's package with `apt-get install nginx`.");
  const dir = mkdtempSync(path.join(tmpdir(), "madameai-cluster-"));
  // As root, nginx's workers run as nobody and PostgreSQL as postgres: both must reach this folder.
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const children = [];
  let postgresStarted = false;
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    // Ctrl-C in a terminal reaches PostgreSQL too, which may have stopped already.
    if (postgresStarted)
      try {
        stopPostgres(path.join(dir, "pg"));
      } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const nginxPort = port ?? (await freePort());
    const url = `http://127.0.0.1:${nginxPort}`;
    const databaseUrl = startPostgres(path.join(dir, "pg"), await freePort(), postgresSettings);
    postgresStarted = true;
    onStep(`PostgreSQL ${databaseUrl}`);
    const s3Url = await startObjectStore(dir, children);
    onStep(s3Url ? `S3 ${s3Url}` : "S3: none (scripts/s3-server.mjs is missing)");
    const secret = process.env.APP_SECRET ?? randomBytes(36).toString("base64");
    const env = appEnvironment({ url, databaseUrl, s3Url, secret, extra });
    // Migrations and seed once, before the app processes: they never race through them.
    if (typeof seed === "function") onStep(`database seeded\n${seed({ ...env }).trim()}`);
    else {
      const { script, env: seedEnv } = SEEDS[seed];
      const seedOutput = execFileSync("npx", ["tsx", script], {
        cwd: root,
        env: { ...env, ...seedEnv },
        encoding: "utf8",
      });
      onStep(`database migrated and seeded (${seed})${seed === "demo" ? `\n${seedOutput.trim()}` : ""}`);
    }

    const apps = await Promise.all(
      ["1", "2"].map(async (name) => {
        const appPort = await freePort();
        const log = path.join(dir, `app-${name}.log`);
        const output = openSync(log, "w");
        const child = spawn("node", ["server.mjs", "-p", String(appPort), "-H", "127.0.0.1"], {
          cwd: root,
          env,
          stdio: ["ignore", output, output],
        });
        children.push(child);
        await answering(`http://127.0.0.1:${appPort}/api/health`, child, `app ${name}`, log);
        return { name, url: `http://127.0.0.1:${appPort}`, port: appPort, log };
      }),
    );
    onStep(`apps ${apps.map((app) => app.url).join(" and ")}`);

    mkdirSync(path.join(dir, "nginx"), { recursive: true });
    const config = path.join(dir, "nginx.conf");
    writeFileSync(
      config,
      nginxConfig(
        dir,
        nginxPort,
        apps.map((app) => app.port),
      ),
    );
    const nginxLog = path.join(dir, "nginx-error.log");
    const nginx = spawn(NGINX, ["-p", path.join(dir, "nginx"), "-c", config, "-e", nginxLog], {
      stdio: ["ignore", "ignore", openSync(path.join(dir, "nginx-start.log"), "w")],
    });
    children.push(nginx);
    await answering(`${url}/api/health`, nginx, "nginx", nginxLog);
    return { url, apps, databaseUrl, s3Url, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const [, script, ...args] = process.argv;
if (script && import.meta.url === `file://${script}`) {
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const port = Number(option("--port", "8080"));
  const seed = option("--seed", "demo");
  if (!Number.isInteger(port) || !(seed in SEEDS)) {
    console.error("usage: node scripts/cluster.mjs [--port 8080] [--seed demo|tenants]");
    process.exit(2);
  }
  const cluster = await startCluster({ port, seed, onStep: (line) => console.log(line) }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(`\nMadameAI cluster ready: ${cluster.url} (nginx, round robin over two app processes)`);
  console.log(`Logs in ${cluster.dir}; Ctrl-C stops everything.`);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log("\nstopping the cluster…");
      cluster.stop().then(() => process.exit(0));
    });
}

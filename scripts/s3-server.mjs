// A local S3-compatible server for the tests and the local cluster (docs/decisions/040-object-storage.md):
//   node scripts/s3-server.mjs <dataDir> <port>
// It keeps the objects under <dataDir>, creates the bucket S3_BUCKET (default "madameai"), accepts
// the key pair S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY when set (and s3rver's own S3RVER / S3RVER),
// prints "s3 ready http://127.0.0.1:<port>" once it listens, and stops on SIGTERM or SIGINT.
// A test stand-in: it listens on 127.0.0.1 only, refuses unknown access keys but not a wrong
// signature (s3rver signs bucket-level paths without the trailing slash the AWS SDK v3 signs, so
// HeadBucket and DeleteObjects would always fail the check), and checks no permission.
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const S3rver = require("@20minutes/s3rver");
const { DUMMY_ACCOUNT } = require("@20minutes/s3rver/lib/models/account");

const [dataDir, portText] = process.argv.slice(2);
const port = Number(portText);
if (!dataDir || !Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error("usage: node scripts/s3-server.mjs <dataDir> <port>");
  process.exit(2);
}

const bucket = process.env.S3_BUCKET || "madameai";
const accessKeyId = process.env.S3_ACCESS_KEY_ID;
const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY;
if (accessKeyId && secretAccessKey) DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);

const directory = path.resolve(dataDir);
mkdirSync(directory, { recursive: true });

const server = new S3rver({
  address: "127.0.0.1",
  port,
  directory,
  silent: true,
  allowMismatchedSignatures: true,
  // Path-style addresses only (http://127.0.0.1:<port>/<bucket>/<key>): no DNS for bucket hosts here.
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});

await server.run();
console.log(`s3 ready http://127.0.0.1:${port}`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  // A client holding a keep-alive connection must not keep the process up.
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// The yardstick for bench/run.mjs: the cheapest possible Node HTTP server on this machine,
// answering the same two paths as the app with bodies of a similar shape. The app's figures are
// read as a ratio to these, so a slow machine or a busy CI runner does not move the verdict.
// Usage: node bench/baseline-server.mjs <port>   (always binds 127.0.0.1)
import { createServer } from "node:http";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error("usage: node bench/baseline-server.mjs <port>");
  process.exit(2);
}

// About 1 KB, like a small server-rendered page without its scripts.
const filler = "Apprenez le français au travail, au Québec, avec l'aide de MadameAI. ".repeat(11);
const page = Buffer.from(
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>MadameAI baseline</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body><main><h1>MadameAI</h1><p>${filler}</p></main></body></html>`,
);

const server = createServer((request, response) => {
  const path = (request.url ?? "/").split("?")[0];
  // The same empty page stands for every page the app is measured on.
  if (request.method === "GET" && (path === "/" || path === "/dashboard" || path.startsWith("/team"))) {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.length });
    response.end(page);
  } else if (request.method === "GET" && path === "/api/health") {
    const body = JSON.stringify({
      status: "ok",
      version: "baseline",
      database: { status: "up", kind: "none", latencyMs: 0 },
      time: new Date().toISOString(),
    });
    response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end(body);
  } else if (request.method === "POST" && path === "/api/learning/answers") {
    // Reads the JSON answer and sends back a verdict of the same shape as the app's.
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const { index = 0 } = JSON.parse(body || "{}");
      const verdict = JSON.stringify({
        result: { correct: true, expected: "", notes: [], explanation: filler },
        position: index + 1,
        appended: [],
        finished: null,
      });
      response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      response.end(verdict);
    });
  } else {
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("not found");
  }
});

server.listen(port, "127.0.0.1", () => console.log(`baseline listening on http://127.0.0.1:${port}`));

// Nothing to flush: exit at once rather than wait for keep-alive sockets to drain.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => process.exit(0));

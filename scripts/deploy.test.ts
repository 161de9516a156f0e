import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

/*
 * deploy/compose.yaml, checked without Docker: against the Compose Specification's schema
 * (vendored in deploy/schema), and for what the deployment relies on: one image for both
 * instances, built with the settings they run with, reachable only through nginx.
 */

const read = (file: string) => readFileSync(path.join(import.meta.dirname, "..", file), "utf8");

type Service = {
  image?: string;
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
};
type Compose = { services: Record<string, Service> };

const compose = parse(read("deploy/compose.yaml"), { merge: true }) as Compose;
const { services } = compose;

function schemaErrors(document: unknown): string[] {
  const { $schema: _draft, ...schema } = JSON.parse(read("deploy/schema/compose-spec.json"));
  const ajv = new Ajv({ allErrors: true, unknownFormats: "ignore" });
  const validate = ajv.compile(schema);
  return validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.dataPath} ${error.message}`);
}

describe("deploy/compose.yaml", () => {
  it("follows the Compose Specification", () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it("a mistake in it is caught by that schema", () => {
    const broken = { services: { ...services, nginx: { ...services.nginx, ports: "8080:80", restart: 3 } } };
    expect(schemaErrors(broken).length).toBeGreaterThanOrEqual(2);
  });

  it("runs two instances of one image behind nginx, which alone is published", () => {
    const apps = Object.entries(services).filter(([name]) => name.startsWith("app-"));
    expect(apps.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    expect(new Set(apps.map(([, service]) => service.image)).size).toBe(1);
    for (const [name, service] of Object.entries(services))
      if (name !== "nginx") expect(service.ports, `${name} publishes no port`).toBeUndefined();
    expect(services.nginx?.ports).toHaveLength(1);
    const upstreams = [...read("deploy/nginx/default.conf.template").matchAll(/server (app-\d):3000/g)];
    expect(upstreams.map((match) => match[1])).toEqual(["app-1", "app-2"]);
  });

  it("has the instances believe exactly one proxy and share the database and the store", () => {
    for (const name of ["app-1", "app-2"]) {
      const environment = services[name]!.environment!;
      expect(environment.TRUSTED_PROXIES).toBe("1");
      expect(environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(environment.S3_ENDPOINT).toBe("http://s3:9000");
    }
    expect(services.postgres?.volumes).toHaveLength(1);
    expect(services.postgres?.healthcheck).toBeDefined();
    expect(services["app-2"]?.depends_on?.["app-1"]?.condition).toBe("service_healthy");
  });

  it("builds the image with the settings the instances run with, each one an ARG of the Dockerfile", () => {
    const args = services["app-1"]!.build!.args!;
    const environment = services["app-1"]!.environment!;
    for (const [name, value] of Object.entries(args)) expect(environment[name], name).toBe(value);
    const declared = [...read("Dockerfile").matchAll(/^ARG (\w+)/gm)].map((match) => match[1]);
    expect(declared.filter((name) => name !== "NODE_IMAGE").sort()).toEqual(Object.keys(args).sort());
  });
});

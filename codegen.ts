import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the REST route table and the tests, generated from schema.graphql
// (itself printed from the Pothos schema). `npm run codegen` writes src/gql/ (the REST routes'),
// test/generated/gql/ (the tests') and the client library's packages/client/src/gql/.
const output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    emitLegacyCommonJSImports: false,
    scalars: { DateTime: 'string', Date: 'string', Decimal: 'string' },
  },
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The REST route table's documents (src/**/rest.ts): what the service itself runs.
    'src/gql/': { ...output, documents: ['src/**/rest.ts'] },
    // The tests' and benchmarks' documents, generated apart from the service's code (not the
    // PostGraphile peer's packages, which `npm run bench` installs under bench/postgraphile/).
    'test/generated/gql/': {
      ...output,
      documents: ['test/**/*.ts', '!test/generated/**', 'bench/**/*.ts', '!bench/**/node_modules/**'],
    },
    // The client library's own operations (packages/client/src/operations.ts).
    'packages/client/src/gql/': { ...output, documents: ['packages/client/src/operations.ts'] },
  },
};

export default config;

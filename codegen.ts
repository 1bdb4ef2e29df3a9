import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the REST route table and the tests, generated from schema.graphql
// (itself printed from the Pothos schema). `npm run codegen` writes src/gql/.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/rest.ts', 'test/**/*.ts', 'bench/**/*.ts'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        emitLegacyCommonJSImports: false,
        scalars: { DateTime: 'string', Date: 'string', Decimal: 'string' },
      },
    },
  },
};

export default config;

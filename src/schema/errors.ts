import {
  type AppError,
  ConflictError,
  InvalidInputError,
  NotFoundError,
  UnprocessableError,
} from '../kernel/errors.js';
import { builder } from './builder.js';

// The expected failures of a mutation, as objects in its payload union (@pothos/plugin-errors):
// a client selects `... on Error { code message field }` and acts on the type. A missing or
// refused session, a rate limit and an outage concern the whole request: they stay top-level
// errors with extensions.code.

export const ErrorCode = builder.enumType('ErrorCode', {
  description: 'What kind of failure an Error is; the REST door answers it with the HTTP status in brackets.',
  values: {
    BAD_USER_INPUT: { description: 'A value breaks its rule; `field` names it (400).' },
    NOT_FOUND: { description: "The object does not exist, or is another user's (404)." },
    CONFLICT: { description: 'The change clashes with what exists (a taken name, an object in use) (409).' },
    UNPROCESSABLE: {
      description:
        'Valid input the account cannot do now (insufficient balance, a limit reached, a failed deposit) (422).',
    },
  } as const,
});

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure of a mutation: nothing was changed.',
  fields: (t) => ({
    code: t.field({
      type: ErrorCode,
      description: 'The kind of failure.',
      resolve: (e) => e.code as 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'UNPROCESSABLE',
    }),
    message: t.exposeString('message', { description: 'What went wrong, in a sentence for a developer.' }),
    field: t.string({
      nullable: true,
      description: 'The input field it is about (its GraphQL name, for example `amount`); null when none.',
      resolve: (e) => e.field ?? null,
    }),
  }),
});

const errorType = (cls: typeof InvalidInputError, name: string, description: string) =>
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface], isTypeOf: (e) => e instanceof cls });

errorType(InvalidInputError, 'InvalidInputError', 'A value breaks its rule (code BAD_USER_INPUT); `field` names it.');
errorType(NotFoundError, 'NotFoundError', "The object does not exist or is another user's (code NOT_FOUND).");
errorType(ConflictError, 'ConflictError', 'The change clashes with what exists (code CONFLICT).');
errorType(UnprocessableError, 'UnprocessableError', 'Valid input the account cannot do now (code UNPROCESSABLE).');

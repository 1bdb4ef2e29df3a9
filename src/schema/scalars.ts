import { builder } from './builder.js';
import { scalarError } from './graphql-errors.js';

// ISO 8601 with offset, as the spec shows for account, identity, channel and funding records.
builder.scalarType('DateTime', {
  description:
    'A point in time as an ISO-8601 string, answered in UTC with milliseconds (for example 2026-11-26T00:15:00.000Z). As input, a timestamp that does not parse is BAD_USER_INPUT.',
  serialize: (value) => (value as Date).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw scalarError('must be an ISO 8601 timestamp');
    return date;
  },
});

// Calendar date, YYYY-MM-DD.
builder.scalarType('Date', {
  description: 'A calendar date without a time, as an ISO-8601 YYYY-MM-DD string (for example 1990-04-27).',
  serialize: (value) => (value as Date).toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== 'string') throw scalarError('must be a YYYY-MM-DD date');
    return value;
  },
});

// Exact decimal amounts travel as strings; never as floats.
builder.scalarType('Decimal', {
  description:
    'An exact decimal number carried as a string, never a float (for example "1500.50"): digits with an optional minus sign and fraction. Each field says its unit; as input, any other form is BAD_USER_INPUT.',
  serialize: (value) => (typeof value === 'string' ? value : value.toFixed()),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value))
      throw scalarError('must be a decimal number such as 12.50 (sent as a string in GraphQL)');
    return value;
  },
});

import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDate } from '../../common/dates.ts';

// The schema's two scalars (schema/base.graphql). Hand-written rather than graphql-scalars' DateTime and
// LocalDate: README "How it is built" says why; tests/unit/scalars.test.ts holds what each accepts and refuses.

/** An instant: written as an ISO-8601 string in UTC (toISOString); read from any string Date parses. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new GraphQLError('DateTime must be a Date');
  },
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
});

/** A calendar date YYYY-MM-DD that exists, kept as that string both ways. */
const checkDate = (value: unknown): string => {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  throw new GraphQLError('Date must be a calendar date YYYY-MM-DD');
};

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: checkDate,
  parseValue: checkDate,
  parseLiteral: (ast) => checkDate(ast.kind === Kind.STRING ? ast.value : null),
});

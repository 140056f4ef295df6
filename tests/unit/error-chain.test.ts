import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { classifyError, hasPgCode } from '../../server/db/errors.ts';
import { AppError, errorChain, findAppError, innermostError } from '../../server/errors.ts';

// One walker of wrapped errors serves both transports' mappers and the database checks.

describe('errorChain', () => {
  const app = new AppError('NOT_FOUND', 'Project not found');
  const wrapped = new GraphQLError('outer', { originalError: new GraphQLError('middle', { originalError: app }) });

  it('finds the AppError a GraphQL error wraps, and the innermost error', () => {
    expect(findAppError(wrapped)).toBe(app);
    expect(innermostError(wrapped)).toBe(app);
    expect([...errorChain(wrapped)]).toHaveLength(3);
  });

  it('follows `cause` to a driver code, and classifies the database out of reach as UNAVAILABLE', () => {
    const driver = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    const drizzle = new Error('Failed query', { cause: driver });
    expect(hasPgCode(new Error('x', { cause: Object.assign(new Error('dup'), { code: '23505' }) }), ['23505'])).toBe(true);
    expect(classifyError(drizzle)).toEqual({ appError: expect.objectContaining({ code: 'UNAVAILABLE' }), fromDatabase: true });
    expect(classifyError(wrapped)).toEqual({ appError: app, fromDatabase: false });
    expect(classifyError(new Error('bug'))).toBeNull();
  });
});

import type { GraphQLResolveInfo } from 'graphql';
import { AppError } from '../errors.ts';

/** The field's object is an element of a list (`projects { nodes { … } }`). */
export const insideList = (info: GraphQLResolveInfo): boolean => typeof info.path.prev?.key === 'number';

/** The error for a field that is read for one project at a time. */
export const oneAtATimeError = (what: string): AppError =>
  new AppError('BAD_INPUT', `${what} is read for one project at a time (project(key: …)), not inside a list.`);

/**
 * Refuses a field that reads a whole questionnaire (several statements) when its object is an element of a
 * list: fifty projects would make it hundreds of statements. One project at a time (`project(key:)`) is
 * what the product's screens ask for.
 */
export function oneAtATime(info: GraphQLResolveInfo): void {
  if (insideList(info)) throw oneAtATimeError(`${info.parentType.name}.${info.fieldName}`);
}

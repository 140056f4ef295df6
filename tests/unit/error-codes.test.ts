import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/errors.ts';

// The closed set of failure codes is written in server/errors.ts; the SDL enum must say the same.

describe('error codes', () => {
  it('the SDL enum ErrorCode lists exactly ERROR_CODES, in the same order', () => {
    const document = parse(readFileSync(new URL('../../schema/base.graphql', import.meta.url), 'utf8'));
    const enumType = document.definitions.find((d) => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'ErrorCode');
    const values = enumType?.kind === Kind.ENUM_TYPE_DEFINITION ? (enumType.values ?? []).map((v) => v.name.value) : [];
    expect(values).toEqual([...ERROR_CODES]);
  });
});

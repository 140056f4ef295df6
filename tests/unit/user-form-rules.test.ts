import { describe, expect, it } from 'vitest';
import { type UserFormValues, UserFormSchema } from '../../common/user-schema.ts';
import { ROLE } from '../../common/roles.ts';
import { formMessages } from '../support/form-rules.ts';

// The "Add user" / "Edit user" dialog checks its fields with the rules the server parses createUser and
// updateUser with (common/user-schema.ts); react-hook-form's zod resolver shows each field's first issue.

const valid: UserFormValues = { name: 'Nina Newhire', username: 'nina@hire.example', organization: 'org-key', userType: ROLE.USER, celCheck: false, poOnly: false };

const formErrors = (v: UserFormValues) => formMessages(UserFormSchema, v);

describe('the user form checks each field with the server rule', () => {
  it('passes a complete form', () => {
    expect(formErrors(valid)).toEqual({});
  });

  it('says what spec §5 says for an empty form', () => {
    expect(formErrors({ ...valid, name: '  ', username: '', organization: '', userType: null })).toEqual({
      name: 'Required (<60 characters)',
      username: 'Valid email required',
      organization: 'Required',
      userType: 'Required',
    });
  });

  it('refuses a name of 60 characters or more and a malformed email', () => {
    expect(formErrors({ ...valid, name: 'x'.repeat(60), username: 'nina@' })).toEqual({ name: 'Required (<60 characters)', username: 'Valid email required' });
  });
});

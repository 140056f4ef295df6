import { useMutation } from '@apollo/client/react';
import { Button, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { RegisterSchema, type RegisterFormValues } from '../../../../common/auth-schema';
import { PRODUCT_NAME } from '../../../../common/product';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { serverFieldErrors } from '../../ui/form-errors';
import { useMutationPayload } from '../../ui/useMutationPayload';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      registered
      errors {
        field
        message
      }
    }
  }
`);

const FIELDS = ['name', 'username', 'licensekey'] as const;

/** Spec §2 sign-up: Full Name, Company Email Address, License Key; the account then waits for approval. */
export function RegisterPage() {
  const navigate = useNavigate();
  const run = useMutationPayload();
  // A field's message shows once it has been left or the form sent; from then on it follows each change.
  const { control, handleSubmit, setError } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterSchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: { name: '', username: '', licensekey: '' },
  });
  const [register, { loading }] = useMutation(RegisterMutation);

  async function submit(input: RegisterFormValues) {
    // A message about a field shows under that field only (until the field changes); anything else in the snackbar.
    const done = await run(async () => (await register({ variables: { input } })).data?.register, {
      failed: `Error registering for ${PRODUCT_NAME}`,
      separator: ': ',
      ok: (payload) => payload.registered === true,
      known: FIELDS,
      fields: serverFieldErrors(setError, FIELDS),
    });
    if (done) navigate('/register/success');
  }

  const field = (f: (typeof FIELDS)[number], label: string, props: { type?: string; autoComplete?: string; autoFocus?: boolean }) => (
    <Controller
      control={control}
      name={f}
      render={({ field: { value, onChange, onBlur }, fieldState: { error } }) => (
        <FormGroup label={label} labelFor={`register-${f}`} intent={error ? 'danger' : 'none'} helperText={error?.message}>
          <InputGroup
            id={`register-${f}`}
            {...props}
            value={value}
            onValueChange={onChange}
            onBlur={onBlur}
            intent={error ? 'danger' : 'none'}
            aria-invalid={error ? true : undefined}
            large
          />
        </FormGroup>
      )}
    />
  );

  return (
    <AuthCard title="Sign up">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {field('name', 'Full Name', { autoComplete: 'name', autoFocus: true })}
        {field('username', 'Company Email Address', { type: 'email', autoComplete: 'email' })}
        {field('licensekey', 'License Key', { autoComplete: 'off' })}
        <div className="fel-form-actions">
          {loading ? <Spinner size={30} aria-label="Registering" /> : <Button type="submit" intent="primary" size="large" fill text="Next" />}
        </div>
      </form>
      <div className="fel-auth-links">
        <span>
          Already have an account? <Link to="/sign-in">SIGN IN</Link>
        </span>
      </div>
    </AuthCard>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../../common/product';
import { emailError, MSG, signupNameError } from '../../../../common/validation';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { useSnackbar } from '../../ui/snackbar';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      key
      errors {
        field
        message
      }
    }
  }
`);

type Field = 'name' | 'username' | 'licensekey';
type Errors = Partial<Record<Field, string>>;
const isField = (f: string | null | undefined): f is Field => f === 'name' || f === 'username' || f === 'licensekey';

function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const name = signupNameError(values.name);
  const email = emailError(values.username);
  if (name) errors.name = name;
  if (email) errors.username = email;
  if (values.licensekey.trim() === '') errors.licensekey = MSG.required;
  return errors;
}

/** Spec §2 sign-up: Full Name, Company Email Address, License Key; the account then waits for approval. */
export function RegisterPage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', username: '', licensekey: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [register, { loading }] = useMutation(RegisterMutation);
  const errors = validate(values);
  const shown = (f: Field) => (touched[f] ? (errors[f] ?? serverErrors[f]) : serverErrors[f]);

  const change = (f: Field) => (v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    setServerErrors((old) => ({ ...old, [f]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, username: true, licensekey: true });
    if (Object.keys(errors).length > 0) return;
    try {
      const { data } = await register({ variables: { input: values } });
      const result = data?.register;
      if (result?.key) {
        navigate('/register/success');
        return;
      }
      const fieldErrors: Errors = {};
      for (const e of result?.errors ?? []) if (isField(e.field)) fieldErrors[e.field] = e.message;
      setServerErrors(fieldErrors);
      // A message about a field shows under that field only; anything else in the snackbar.
      const general = result?.errors.find((e) => !isField(e.field));
      if (general || Object.keys(fieldErrors).length === 0) snackbar.error(`Error registering for ${PRODUCT_NAME}${general ? `: ${general.message}` : ''}`);
    } catch {
      snackbar.error(`Error registering for ${PRODUCT_NAME}`);
    }
  }

  const field = (f: Field, label: string, props: { type?: string; autoComplete?: string; autoFocus?: boolean }) => (
    <FormGroup label={label} labelFor={`register-${f}`} intent={shown(f) ? 'danger' : 'none'} helperText={shown(f)}>
      <InputGroup
        id={`register-${f}`}
        {...props}
        value={values[f]}
        onValueChange={change(f)}
        onBlur={() => setTouched((t) => ({ ...t, [f]: true }))}
        intent={shown(f) ? 'danger' : 'none'}
        aria-invalid={shown(f) ? true : undefined}
        large
      />
    </FormGroup>
  );

  return (
    <AuthCard title="Sign up">
      <form onSubmit={submit} noValidate>
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

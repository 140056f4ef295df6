import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H2, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MSG, passwordError } from '../../../../common/validation';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PasswordInput } from '../../ui/PasswordInput';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        message
      }
    }
  }
`);

const PasswordLinkValidQuery = graphql(`
  query PasswordLinkValid($uidb64: String!, $token: String!) {
    passwordLinkValid(uidb64: $uidb64, token: $token)
  }
`);

/** The rule the product enforces (spec §5). */
const PASSWORD_HELP = 'At least 12 characters, including 1 symbol';
const LINK_DEAD = 'This link has already been used or has expired.';

/** The route parameters userID and token; also matched by /password-reset-confirm/* (spec §2). */
function useLinkParams(): { uidb64: string; token: string } {
  const params = useParams();
  if (params.userID && params.token) return { uidb64: params.userID, token: params.token };
  const [uidb64 = '', token = ''] = (params['*'] ?? '').split('/');
  return { uidb64, token };
}

/** Spec §2 new password: "Welcome", "Let's create a new password", two fields, Next and Cancel. */
export function PasswordResetConfirmPage() {
  const navigate = useNavigate();
  const { uidb64, token } = useLinkParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const link = useQuery(PasswordLinkValidQuery, { variables: { uidb64, token }, fetchPolicy: 'network-only' });
  const passwordProblem = touched.password ? passwordError(password) : null;
  const confirmProblem = touched.confirm && confirm !== password ? MSG.passwordsDiffer : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (passwordError(password) || confirm !== password) return;
    setServerError(null);
    try {
      const { data } = await resetPassword({ variables: { input: { password, uidb64, token } } });
      if (data?.resetPassword.ok) {
        navigate('/password-reset/success');
        return;
      }
      setServerError(data?.resetPassword.errors[0]?.message ?? 'The password could not be saved. Try again.');
    } catch {
      setServerError('The password could not be saved. Try again.');
    }
  }

  if (link.loading) return <FullPageSpinner />;
  if (link.data?.passwordLinkValid === false) {
    return (
      <AuthCard title="Link no longer valid">
        <Callout intent="warning" icon="time" className="fel-form-alert" role="alert">
          {LINK_DEAD} Ask for a new one: it is emailed to you at once.
        </Callout>
        <div className="fel-form-actions fel-form-actions-split">
          <Button variant="outlined" size="large" text="Cancel" onClick={() => navigate('/sign-in')} />
          <Link to="/password-reset" className="bp6-button bp6-intent-primary bp6-large">
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome">
      <H2 className="fel-auth-subtitle">Let&apos;s create a new password</H2>
      <form onSubmit={submit} noValidate>
        {serverError && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {serverError} <Link to="/password-reset">Request a new link</Link>
          </Callout>
        )}
        <FormGroup
          label="New password"
          labelFor="new-password"
          intent={passwordProblem ? 'danger' : 'none'}
          helperText={passwordProblem ?? PASSWORD_HELP}
        >
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            intent={passwordProblem ? 'danger' : 'none'}
            large
            autoFocus
          />
        </FormGroup>
        <FormGroup label="Confirm password" labelFor="confirm-password" intent={confirmProblem ? 'danger' : 'none'} helperText={confirmProblem}>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onValueChange={setConfirm}
            onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
            intent={confirmProblem ? 'danger' : 'none'}
            large
          />
        </FormGroup>
        <div className="fel-form-actions fel-form-actions-split">
          <Button variant="outlined" size="large" text="Cancel" onClick={() => navigate('/sign-in')} />
          {loading ? <Spinner size={30} aria-label="Saving" /> : <Button type="submit" intent="primary" size="large" text="Next" />}
        </div>
      </form>
    </AuthCard>
  );
}

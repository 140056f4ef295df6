import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H2, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFormSchema, type NewPasswordFormValues } from '../../../../common/auth-schema';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { useMutationPayload } from '../../ui/useMutationPayload';
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
  // A field's message shows once it has been left or the form sent; from then on it follows each change.
  const { control, handleSubmit, setError, trigger, getFieldState, formState } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(NewPasswordFormSchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const run = useMutationPayload();
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const link = useQuery(PasswordLinkValidQuery, { variables: { uidb64, token }, fetchPolicy: 'network-only' });
  // Whether the confirmation matches depends on the password too: its message follows both once it shows.
  const recheckConfirm = () => {
    if (formState.isSubmitted || getFieldState('confirm').isTouched) void trigger('confirm');
  };

  async function submit({ password }: NewPasswordFormValues) {
    const done = await run(async () => (await resetPassword({ variables: { input: { password, uidb64, token } } })).data?.resetPassword, {
      failed: 'The password could not be saved. Try again.',
      reason: 'instead',
      ok: (payload) => payload.ok === true,
      show: (message) => setError('root.server', { message }),
    });
    if (done) navigate('/password-reset/success');
  }
  const serverError = formState.errors.root?.server?.message;

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
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {serverError && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {serverError} <Link to="/password-reset">Request a new link</Link>
          </Callout>
        )}
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState: { error } }) => (
            <FormGroup label="New password" labelFor="new-password" intent={error ? 'danger' : 'none'} helperText={error?.message ?? PASSWORD_HELP}>
              <PasswordInput
                id="new-password"
                autoComplete="new-password"
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  recheckConfirm();
                }}
                onBlur={field.onBlur}
                intent={error ? 'danger' : 'none'}
                large
                autoFocus
              />
            </FormGroup>
          )}
        />
        <Controller
          control={control}
          name="confirm"
          render={({ field, fieldState: { error } }) => (
            <FormGroup label="Confirm password" labelFor="confirm-password" intent={error ? 'danger' : 'none'} helperText={error?.message}>
              <PasswordInput
                id="confirm-password"
                autoComplete="new-password"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                intent={error ? 'danger' : 'none'}
                large
              />
            </FormGroup>
          )}
        />
        <div className="fel-form-actions fel-form-actions-split">
          <Button variant="outlined" size="large" text="Cancel" onClick={() => navigate('/sign-in')} />
          {loading ? <Spinner size={30} aria-label="Saving" /> : <Button type="submit" intent="primary" size="large" text="Next" />}
        </div>
      </form>
    </AuthCard>
  );
}

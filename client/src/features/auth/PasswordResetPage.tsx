import { useMutation } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordResetRequestSchema } from '../../../../common/auth-schema';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { useMutationPayload } from '../../ui/useMutationPayload';

const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      errors {
        message
      }
    }
  }
`);

/** Spec §2 reset-password request: one email field, Next and Cancel (to /sign-in). */
export function PasswordResetPage() {
  const navigate = useNavigate();
  // The email's message shows once the field is left or the form sent; from then on it follows each change.
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(PasswordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const [alert, setAlert] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const run = useMutationPayload();
  const [requestReset, { loading }] = useMutation(RequestResetMutation);

  async function submit(input: { username: string }) {
    setAlert(null);
    const result = await run(async () => (await requestReset({ variables: { input } })).data?.requestPasswordReset, {
      failed: 'The request failed. Try again.',
      reason: 'instead',
      ok: (payload) => !!payload.message,
      show: (text) => setAlert({ intent: 'danger', text }),
    });
    if (result?.message) setAlert({ intent: 'success', text: result.message });
  }

  return (
    <AuthCard title="Reset password">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {alert && (
          <Callout intent={alert.intent} className="fel-form-alert" role={alert.intent === 'danger' ? 'alert' : 'status'}>
            {alert.text}
          </Callout>
        )}
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState: { error } }) => (
            <FormGroup
              label="Enter your email"
              labelFor="reset-email"
              intent={error ? 'danger' : 'none'}
              helperText={error?.message ?? 'This is the email you used to sign up.'}
            >
              <InputGroup
                id="reset-email"
                type="email"
                autoComplete="email"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                intent={error ? 'danger' : 'none'}
                large
                autoFocus
              />
            </FormGroup>
          )}
        />
        <div className="fel-form-actions fel-form-actions-split">
          <Button variant="outlined" size="large" text="Cancel" onClick={() => navigate('/sign-in')} />
          {loading ? <Spinner size={30} aria-label="Sending" /> : <Button type="submit" intent="primary" size="large" text="Next" />}
        </div>
      </form>
    </AuthCard>
  );
}

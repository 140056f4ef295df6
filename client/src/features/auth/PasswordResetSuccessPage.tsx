import { Button, Icon } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../ui/AuthCard';

/** Spec §2 reset success: "Password created!" with a SIGN IN button. */
export function PasswordResetSuccessPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Password created!">
      <p className="fel-center">
        <Icon icon="tick-circle" size={48} intent="success" />
      </p>
      <p className="fel-center">You can now sign in with your email and your new password.</p>
      <div className="fel-form-actions">
        <Button intent="primary" size="large" fill text="SIGN IN" onClick={() => navigate('/sign-in')} />
      </div>
    </AuthCard>
  );
}

import { testIds } from '@arca/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { useVerifyOtp } from '../api/mfa.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OtpForm } from '../components/otp-form.tsx';
import { otpFailure } from '../otp-failure.ts';
import { useFinishLogin } from '../use-login-flow.ts';

/** /login/otp-login (R1.09): the second step for a user with an authenticator (R4.03). */
export function OtpLoginPage() {
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const [searchParams] = useSearchParams();
  const verify = useVerifyOtp();
  const failure = verify.isError ? otpFailure(verify.error) : undefined;

  useEffect(() => {
    if (failure?.backToLogin) void navigate(paths.login(), { replace: true });
  }, [failure?.backToLogin, navigate]);

  return (
    <AuthCard title="Two-step verification" description="Enter the code your authenticator app shows for Arca.">
      <OtpForm
        ids={testIds.otpLogin}
        submitLabel="Verify"
        pending={verify.isPending}
        error={failure && !failure.backToLogin ? failure.message : undefined}
        onSubmit={(otp) =>
          verify.mutate(otp, {
            onSuccess: (user) => finishLogin(user, searchParams.get(REDIRECT_TO_PARAM)),
          })
        }
      />
    </AuthCard>
  );
}

import { testIds } from '@arca/contract';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { useConfirmMfaEnrollment, useMfaEnrollment } from '../api/mfa.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OtpForm } from '../components/otp-form.tsx';
import { otpFailure } from '../otp-failure.ts';
import { useFinishLogin } from '../use-login-flow.ts';

const QR_SIZE = 184;

/** The seed as a QR code; drawn in the browser, so the seed never leaves it again. */
function useQrCode(text: string | undefined): string | undefined {
  const [dataUrl, setDataUrl] = useState<string>();
  useEffect(() => {
    if (!text) return;
    let current = true;
    toDataURL(text, { width: QR_SIZE, margin: 1 }).then(
      (url) => {
        if (current) setDataUrl(url);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return dataUrl;
}

/** /login/mfa-enroll (R1.10): set up an authenticator app, as the policy asks (R4.02). */
export function MfaEnrollPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const [searchParams] = useSearchParams();
  const enrollment = useMfaEnrollment();
  const confirm = useConfirmMfaEnrollment();
  const qrCode = useQrCode(enrollment.data?.otpauthUrl);
  const failure = enrollment.isError
    ? otpFailure(enrollment.error)
    : confirm.isError
      ? otpFailure(confirm.error)
      : undefined;

  useEffect(() => {
    if (failure?.backToLogin) void navigate(paths.login(), { replace: true });
  }, [failure?.backToLogin, navigate]);

  return (
    <AuthCard
      title="Set up two-step verification"
      description="Scan the code with an authenticator app, then enter the code it shows."
    >
      <Flex vertical align="center" gap={token.marginSM} style={{ marginBottom: token.marginLG }}>
        {qrCode ? (
          <img
            src={qrCode}
            width={QR_SIZE}
            height={QR_SIZE}
            alt="QR code of the authenticator seed"
            data-testid={testIds.mfaEnroll.qrCode}
          />
        ) : (
          <Skeleton.Node active style={{ width: QR_SIZE, height: QR_SIZE }} />
        )}
        <Typography.Text type="secondary">Or type this key into the app:</Typography.Text>
        <Typography.Text
          code
          copyable={Boolean(enrollment.data)}
          data-testid={testIds.mfaEnroll.secret}
          style={{ letterSpacing: 1 }}
        >
          {enrollment.data?.secret ?? '…'}
        </Typography.Text>
      </Flex>
      <OtpForm
        ids={testIds.mfaEnroll}
        submitLabel="Confirm and log in"
        pending={confirm.isPending}
        error={failure && !failure.backToLogin ? failure.message : undefined}
        onSubmit={(otp) =>
          confirm.mutate(otp, {
            onSuccess: (user) => finishLogin(user, searchParams.get(REDIRECT_TO_PARAM)),
          })
        }
      />
    </AuthCard>
  );
}

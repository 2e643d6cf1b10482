import { specMessages, testIds } from '@arca/contract';
import { Alert, theme } from 'antd';
import { asksForOtp } from '../../../shared/second-factor/one-time-password.ts';

/**
 * The failure of a password screen: the spec's text for the screen (R4.17, R4.18) as the title,
 * and the server's reason beneath it when it gave one. A request for the authenticator's code is
 * a step, not a failure: it is shown as information, beside the code field it opens.
 */
export function FormError({ error, title }: { error: Error | null | undefined; title: string }) {
  const { token } = theme.useToken();
  if (!error) return null;
  const reason = error.message.trim();
  const hasReason = reason !== '' && reason !== specMessages.noResponse && reason !== title;
  const codeAsked = asksForOtp(error);
  return (
    <Alert
      type={codeAsked ? 'info' : 'error'}
      showIcon
      title={codeAsked ? 'Confirm with your authenticator' : title}
      description={hasReason ? reason : undefined}
      data-testid={testIds.passwordScreens.error}
      style={{ marginBottom: token.marginLG }}
    />
  );
}

import { specMessages, testIds } from '@arca/contract';
import { Alert, theme } from 'antd';

/**
 * The failure of a password screen: the spec's text for the screen (R4.17, R4.18) as the title,
 * and the server's reason beneath it when it gave one.
 */
export function FormError({ error, title }: { error: Error | null | undefined; title: string }) {
  const { token } = theme.useToken();
  if (!error) return null;
  const reason = error.message.trim();
  const hasReason = reason !== '' && reason !== specMessages.noResponse && reason !== title;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={hasReason ? reason : undefined}
      data-testid={testIds.passwordScreens.error}
      style={{ marginBottom: token.marginLG }}
    />
  );
}

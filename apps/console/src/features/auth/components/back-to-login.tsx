import { theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/** The way back from a password screen. */
export function BackToLogin() {
  const { token } = theme.useToken();
  return (
    <div style={{ marginTop: token.marginLG, textAlign: 'center' }}>
      <Link to={paths.login()}>Back to login</Link>
    </div>
  );
}

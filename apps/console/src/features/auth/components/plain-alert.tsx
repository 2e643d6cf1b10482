import type { ReactNode } from 'react';
import { AuthIcon } from './auth-icons.tsx';

export interface PlainAlertProps {
  type: 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
  testId: string;
  /** Where it sits: above the form (the default) or below what precedes it. */
  placement?: 'above' | 'below';
}

/** An announced message box of the authentication screens, as antd's Alert draws it. */
export function PlainAlert({ type, title, description, testId, placement = 'above' }: PlainAlertProps) {
  const classes = ['arca-alert', `arca-alert-${type}`];
  if (description) classes.push('arca-alert-with-description');
  return (
    <div
      role="alert"
      className={classes.join(' ')}
      data-testid={testId}
      style={placement === 'below' ? { margin: '16px 0 0' } : undefined}
    >
      <span className="arca-alert-icon">
        <AuthIcon name={type === 'error' ? 'error' : 'info'} />
      </span>
      <div>
        <div className="arca-alert-title">{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
    </div>
  );
}

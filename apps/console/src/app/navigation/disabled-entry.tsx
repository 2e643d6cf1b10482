import { PlainText } from '@arca/ui';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { DisabledReason } from '../../shared/visibility/index.ts';

/** The words of a disabled entry's tooltip. */
function reasonText(reason: DisabledReason): string {
  switch (reason.code) {
    case 'license':
      return reason.message;
    case 'anonymous':
      return 'Log in to use this';
    case 'condition':
      return 'Not available on this instance';
  }
}

/**
 * A disabled menu entry: greyed out, with a tooltip that says why. A licence reason carries the
 * spec's text and a learn-more link to the licences page, where the licence is seen and changed
 * (R7.37; docs/decisions.md, "Licence gates").
 */
export function DisabledEntry({ reason, children }: { reason: DisabledReason; children: ReactNode }) {
  const title =
    reason.code === 'license' ? (
      <span>
        {reasonText(reason)}.{' '}
        <Link to={paths.licenses()} style={{ color: 'inherit', textDecoration: 'underline' }}>
          Learn more
        </Link>
      </span>
    ) : (
      reasonText(reason)
    );
  return (
    <Tooltip title={title} placement="right">
      <PlainText tone="disabled" aria-disabled>
        {children}
      </PlainText>
    </Tooltip>
  );
}

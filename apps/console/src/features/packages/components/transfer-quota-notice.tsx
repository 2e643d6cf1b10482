import { Alert } from 'antd';
import { SUBSCRIPTION_URL } from '../../../shared/teasers/index.ts';
import { useTransferBlocked } from '../api/blocked-usages.ts';
import { packageMessages } from '../package-messages.ts';

const LINK_TEXT = 'UPGRADE';

/** R10.24, R10.25: the quota message once the subscription's data transfer is spent, its UPGRADE a link to buy more. */
export function TransferQuotaNotice() {
  const blocked = useTransferBlocked();
  if (!blocked) return null;
  const lead = packageMessages.transferQuotaReached.slice(0, -LINK_TEXT.length);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={
        <>
          {lead}
          <a href={SUBSCRIPTION_URL} target="_blank" rel="noopener noreferrer">
            {LINK_TEXT}
          </a>
        </>
      }
    />
  );
}

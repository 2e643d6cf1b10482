import { Button, Flex, Typography, theme } from 'antd';
import type { EmptyStateProps } from './types.ts';
import { visibleActions } from './utils.ts';

const IMAGE_MAX_HEIGHT = 160;

/** A page-sized "nothing here yet" message with an optional way onward for users who can edit. */
export function EmptyState({
  header,
  subheader,
  image,
  contentLines,
  actions,
  helpLink,
  canEdit,
  headingLevel = 2,
}: EmptyStateProps) {
  const { token } = theme.useToken();
  const shown = visibleActions(actions, canEdit);
  return (
    <Flex vertical align="center" gap={token.marginSM} style={{ padding: token.paddingXL, textAlign: 'center' }}>
      {image?.kind === 'url' ? (
        <img src={image.src} alt={image.alt ?? ''} style={{ maxHeight: IMAGE_MAX_HEIGHT, maxWidth: '100%' }} />
      ) : null}
      {image?.kind === 'node' ? <div aria-hidden="true">{image.node}</div> : null}
      <Typography.Title level={headingLevel} style={{ margin: 0 }}>
        {header}
      </Typography.Title>
      {subheader ? (
        <Typography.Text strong type="secondary">
          {subheader}
        </Typography.Text>
      ) : null}
      {contentLines?.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain strings that may repeat; their place is their identity
        <Typography.Paragraph key={index} type="secondary" style={{ margin: 0, maxWidth: 560 }}>
          {line}
        </Typography.Paragraph>
      ))}
      {shown.length > 0 ? (
        <Flex gap={token.marginXS} wrap justify="center" style={{ marginTop: token.marginXS }}>
          {shown.map((action, index) => (
            <Button key={action.text} type={index === 0 ? 'primary' : 'default'} onClick={action.onClick}>
              {action.text}
            </Button>
          ))}
        </Flex>
      ) : null}
      {helpLink ? (
        <Typography.Link href={helpLink.href} target="_blank" rel="noopener noreferrer">
          {helpLink.text}
        </Typography.Link>
      ) : null}
    </Flex>
  );
}

import { ApiOutlined } from '@ant-design/icons';
import { EmptyState } from '@arca/ui';
import { Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { useVisibilityContext } from '../visibility/visibility-context.ts';
import { Teaser } from './teaser.tsx';
import { type TeaserId, teasers } from './teaser-catalogue.ts';
import { serviceInstalled, showsTeaser } from './teaser-rules.ts';

export interface CompanionAreaProps {
  /** The teaser of the service the area belongs to. */
  teaser: TeaserId;
  headingLevel?: 1 | 2 | 3;
  /** What the area shows once its service is installed; by default a note that the service serves it. */
  installed?: ReactNode;
}

/** How a missing service explains itself to someone its teaser is not meant for. */
export function missingServiceHeader(serviceTitle: string): string {
  return `${serviceTitle} is not installed on this server`;
}

/**
 * A screen of a companion service (shell.md §2): with the service installed, its content; without
 * it, the service's teaser when the visitor is in the teaser's audience, otherwise a plain note
 * naming the missing service. Never a blank page.
 */
export function CompanionArea({ teaser: id, headingLevel = 1, installed }: CompanionAreaProps) {
  const { token } = theme.useToken();
  const context = useVisibilityContext();
  const teaser = teasers[id];
  if (context === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;
  const icon = {
    kind: 'node',
    node: <ApiOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />,
  } as const;
  if (serviceInstalled(teaser, context)) {
    return (
      installed ?? (
        <EmptyState
          header={`${teaser.serviceTitle} is installed`}
          image={icon}
          contentLines={[`These screens are served by the ${teaser.serviceTitle} service itself.`]}
          canEdit={false}
          headingLevel={headingLevel}
        />
      )
    );
  }
  if (showsTeaser(teaser, context)) return <Teaser teaser={teaser} headingLevel={headingLevel} />;
  return (
    <EmptyState
      header={missingServiceHeader(teaser.serviceTitle)}
      image={icon}
      contentLines={[teaser.text]}
      canEdit={false}
      headingLevel={headingLevel}
    />
  );
}

import type { EffectivePermissions } from '@arca/contract';
import { Flex, Segmented, theme } from 'antd';
import { useMemo, useState } from 'react';
import {
  DEFAULT_EFFECTIVE_VIEW,
  type EffectiveFlavour,
  type EffectiveView,
  effectiveViewOptions,
  principalRows,
  targetRows,
} from './effective-permissions.ts';
import { PrincipalsTable } from './principals-table.tsx';
import { TargetsTable } from './targets-table.tsx';

export interface EffectivePermissionsViewProps {
  data: EffectivePermissions;
  /** R23.03: builds says Deploy for Create and has no Distribute column. */
  flavour: EffectiveFlavour;
  /** R23.05: the artifact tab also lists each target's repositories. */
  artifactTab: boolean;
}

/** Who may do what on one repository: by user, by group, or by permission target (R23.01–R23.14). */
export function EffectivePermissionsView({ data, flavour, artifactTab }: EffectivePermissionsViewProps) {
  const { token } = theme.useToken();
  const [view, setView] = useState<EffectiveView>(DEFAULT_EFFECTIVE_VIEW);
  const users = useMemo(() => principalRows(data, 'user'), [data]);
  const groups = useMemo(() => principalRows(data, 'group'), [data]);
  const targets = useMemo(() => targetRows(data), [data]);

  return (
    <Flex vertical gap={token.marginMD}>
      <Segmented<EffectiveView>
        aria-label="Show permissions by"
        options={effectiveViewOptions}
        value={view}
        onChange={setView}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'targets' ? (
        <TargetsTable rows={targets} artifactTab={artifactTab} />
      ) : (
        <PrincipalsTable rows={view === 'user' ? users : groups} kind={view} flavour={flavour} />
      )}
    </Flex>
  );
}

import type { ArtifactTreeNode, MoveCopyResult } from '@arca/contract';
import { toast } from '@arca/ui';
import { App } from 'antd';
import { type ReactElement, useState } from 'react';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { type MoveOrCopy, useDeleteArtifact, useMoveOrCopyArtifact } from '../api/artifact-mutations.ts';
import { type ArtifactKind, type ArtifactLocation, displayPath, nameOf, parentLocation } from '../artifact-location.ts';
import { MoveCopyDialog } from './move-copy-dialog.tsx';

export interface ArtifactCommandEffects {
  /** The item is gone from where it was. */
  removed: (location: ArtifactLocation) => void;
  /** A folder holds something new; settles once the tree shows it. */
  changed: (folder: ArtifactLocation) => Promise<void>;
  /** Show this item. */
  open: (location: ArtifactLocation) => void;
}

export interface ArtifactCommands {
  remove: (location: ArtifactLocation, kind: ArtifactKind) => void;
  moveOrCopy: (operation: MoveOrCopy, location: ArtifactLocation) => void;
  /** The dialogs; render once. */
  holder: ReactElement;
}

const done: Record<MoveOrCopy, string> = { move: 'moved', copy: 'copied' };

/** The first error line of a move or copy, which can answer 200 and still report one. */
function firstError(result: MoveCopyResult | null): string | undefined {
  return result?.messages?.find((line) => line.level === 'ERROR')?.message;
}

/** Delete (after asking), move and copy of a file or folder, and what the tree does afterwards. */
export function useArtifactCommands(
  repositories: readonly ArtifactTreeNode[],
  effects: ArtifactCommandEffects,
): ArtifactCommands {
  const { message } = App.useApp();
  const { confirmDelete, holder: confirmHolder } = useConfirmedDelete();
  const deleteArtifact = useDeleteArtifact();
  const moveOrCopyArtifact = useMoveOrCopyArtifact();
  const [dialog, setDialog] = useState<{ operation: MoveOrCopy; source: ArtifactLocation } | null>(null);

  const remove = (location: ArtifactLocation, kind: ArtifactKind) =>
    void confirmDelete({
      title: `Delete '${nameOf(location)}'?`,
      consequence:
        kind === 'folder'
          ? `The folder ${displayPath(location)} and everything in it are deleted. This cannot be undone.`
          : `The file ${displayPath(location)} is deleted. This cannot be undone.`,
      run: async () => {
        await deleteArtifact.mutateAsync(location);
        effects.removed(location);
        const parent = parentLocation(location);
        if (parent) effects.open(parent);
      },
      done: `'${nameOf(location)}' deleted`,
    });

  const submit = async (operation: MoveOrCopy, source: ArtifactLocation, target: ArtifactLocation) => {
    try {
      const result = await moveOrCopyArtifact.mutateAsync({ operation, source, target });
      const error = firstError(result);
      if (error !== undefined) {
        toast(message, { type: 'error', content: error });
        return;
      }
      setDialog(null);
      toast(message, { type: 'success', content: `'${nameOf(source)}' ${done[operation]} to ${displayPath(target)}` });
      const targetFolder = parentLocation(target);
      if (targetFolder) await effects.changed(targetFolder);
      if (operation === 'move') {
        effects.removed(source);
        effects.open(target);
      }
    } catch (error) {
      toast(message, { type: 'error', content: error instanceof Error ? error.message : String(error) });
    }
  };

  const holder = (
    <>
      {confirmHolder}
      {dialog ? (
        <MoveCopyDialog
          operation={dialog.operation}
          source={dialog.source}
          repositories={repositories}
          onCancel={() => setDialog(null)}
          onSubmit={(target) => submit(dialog.operation, dialog.source, target)}
        />
      ) : null}
    </>
  );

  return { remove, moveOrCopy: (operation, source) => setDialog({ operation, source }), holder };
}

import {
  type BackgroundPanelData,
  CANCEL_TEXT,
  deployingTitle,
  notify,
  type UploadFileItem,
  UploadProgress,
} from '@arca/ui';
import { App, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { isUploadFailure, type RunningUpload, uploadArtifact } from '../api/deploy-upload.ts';
import { type ArtifactLocation, childLocation, displayPath } from '../artifact-location.ts';
import { type DeployOutcome, deploySummary, runLimited } from '../deploy-summary.ts';

/** Browsers open about six connections to one host; four uploads leave room for the page's own calls. */
const PARALLEL_UPLOADS = 4;

interface DeployBatch {
  id: string;
  target: ArtifactLocation;
  items: UploadFileItem[];
  collapsed: boolean;
}

export interface Deploy {
  deploy: (target: ArtifactLocation, files: readonly File[]) => Promise<void>;
  /** The background panels of the deploys under way, one per drop. */
  panels: BackgroundPanelData[];
  togglePanel: (id: string) => void;
  closePanel: (id: string) => void;
}

/**
 * Deploys dropped files, each with its own PUT, a few at a time, and shows a 'DEPLOYING n FILE(S)'
 * panel with each file's progress. CANCEL stops the uploads still running or waiting. When all
 * have settled the target's children are read again and a notification says how it went.
 */
export function useDeploy(onDeployed: (target: ArtifactLocation) => void): Deploy {
  const { notification } = App.useApp();
  const [batches, setBatches] = useState<DeployBatch[]>([]);
  const running = useRef(new Map<string, RunningUpload>());
  const cancelled = useRef(new Set<string>());
  const batchCount = useRef(0);

  const patchItem = useCallback((uid: string, change: Partial<UploadFileItem>) => {
    setBatches((all) =>
      all.map((batch) =>
        batch.items.some((item) => item.uid === uid)
          ? { ...batch, items: batch.items.map((item) => (item.uid === uid ? { ...item, ...change } : item)) }
          : batch,
      ),
    );
  }, []);

  const closePanel = useCallback((id: string) => setBatches((all) => all.filter((batch) => batch.id !== id)), []);

  const cancelItem = useCallback(
    (uid: string) => {
      cancelled.current.add(uid);
      running.current.get(uid)?.abort();
      patchItem(uid, { status: 'exception' });
    },
    [patchItem],
  );

  const uploadOne = useCallback(
    async (uid: string, target: ArtifactLocation, file: File): Promise<DeployOutcome> => {
      if (cancelled.current.delete(uid)) return { name: file.name, kind: 'cancelled' };
      const upload = uploadArtifact(childLocation(target, file.name), file, (percentage) =>
        patchItem(uid, { percentage }),
      );
      running.current.set(uid, upload);
      try {
        await upload.done;
        patchItem(uid, { percentage: 100, status: 'success' });
        return { name: file.name, kind: 'deployed' };
      } catch (failure) {
        patchItem(uid, { status: 'exception' });
        if (isUploadFailure(failure) && failure.kind === 'failed') {
          return { name: file.name, kind: 'failed', message: failure.error.message };
        }
        return { name: file.name, kind: 'cancelled' };
      } finally {
        running.current.delete(uid);
        cancelled.current.delete(uid);
      }
    },
    [patchItem],
  );

  const deploy = useCallback(
    async (target: ArtifactLocation, files: readonly File[]) => {
      if (files.length === 0) return;
      const id = `deploy-${++batchCount.current}`;
      const items = files.map((file, index) => ({ uid: `${id}/${index}`, name: file.name, percentage: 0 }));
      setBatches((all) => [...all, { id, target, items, collapsed: false }]);
      const outcomes = await runLimited(
        files.map((file, index) => () => uploadOne(`${id}/${index}`, target, file)),
        PARALLEL_UPLOADS,
      );
      if (outcomes.some((outcome) => outcome.kind === 'deployed')) onDeployed(target);
      const summary = deploySummary(outcomes, displayPath(target));
      if (summary) notify(notification, summary);
      // A clean deploy has nothing left to show; failures stay on the panel until it is closed.
      if (outcomes.every((outcome) => outcome.kind !== 'failed')) closePanel(id);
    },
    [uploadOne, onDeployed, notification, closePanel],
  );

  const cancelBatch = useCallback(
    (batch: DeployBatch) => {
      for (const item of batch.items) if (item.status === undefined) cancelItem(item.uid);
      closePanel(batch.id);
    },
    [cancelItem, closePanel],
  );

  const removeItem = (uid: string) =>
    setBatches((all) => all.map((batch) => ({ ...batch, items: batch.items.filter((item) => item.uid !== uid) })));

  const panels: BackgroundPanelData[] = batches.map((batch) => ({
    id: batch.id,
    title: deployingTitle(batch.items.length),
    collapsed: batch.collapsed,
    body: (
      <>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
          To {displayPath(batch.target)}
        </Typography.Text>
        <UploadProgress
          ariaLabel={`Files deployed to ${displayPath(batch.target)}`}
          items={batch.items}
          // A file still under way is cancelled; one that failed is taken off the list.
          onCancel={(uid) =>
            batch.items.find((item) => item.uid === uid)?.status === undefined ? cancelItem(uid) : removeItem(uid)
          }
        />
      </>
    ),
    actions: batch.items.some((item) => item.status === undefined)
      ? [{ text: CANCEL_TEXT, onClick: () => cancelBatch(batch) }]
      : [],
  }));

  const togglePanel = useCallback(
    (id: string) =>
      setBatches((all) => all.map((batch) => (batch.id === id ? { ...batch, collapsed: !batch.collapsed } : batch))),
    [],
  );

  return { deploy, panels, togglePanel, closePanel };
}

import type { LogServiceKey } from '@arca/contract';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useFooter } from '../../shared/platform/footer.ts';
import { useLogConfig, useLogData } from './api/log-queries.ts';
import { useHaStatus, useNodesStatus, useServiceStatus } from './api/status-queries.ts';
import type { LogAreaView } from './components/log-area.tsx';
import { countdownStart, refreshPeriodMillis } from './countdown.ts';
import { serviceListFromNodes, serviceListFromServices, serviceListSource } from './log-service-list.ts';
import { initialLogViewerState, logViewerReducer } from './log-viewer-state.ts';
import { useCountdown } from './use-countdown.ts';
import { useFailureNotice } from './use-failure-notice.ts';

/** The service list (R19.14–R19.16): from the nodes status on an HA licence, else from the service status. */
function useLogServiceList() {
  const license = useFooter().data?.license;
  const source = license === undefined ? undefined : serviceListSource(license);
  const nodes = useNodesStatus({ enabled: source === 'nodes' });
  const services = useServiceStatus({ enabled: source === 'services' });
  const query = source === 'nodes' ? nodes : services;
  const list = useMemo(() => {
    if (source === 'nodes') return nodes.data ? serviceListFromNodes(nodes.data) : undefined;
    if (source === 'services') return services.data ? serviceListFromServices(services.data) : undefined;
    return undefined;
  }, [source, nodes.data, services.data]);
  return { source, list, error: source === undefined ? null : query.error };
}

/**
 * The live log viewer: which service, node and file it shows, the text read so far, and the
 * countdown that reads more.
 */
export function useLogViewer() {
  const [state, dispatch] = useReducer(logViewerReducer, initialLogViewerState);
  const [paused, setPaused] = useState(false);
  const services = useLogServiceList();
  const ha = useHaStatus();

  // Another licence reads the services elsewhere: the picks made from the old list no longer apply.
  const source = useRef(services.source);
  useEffect(() => {
    if (source.current === services.source) return;
    source.current = services.source;
    dispatch({ type: 'reset' });
  }, [services.source]);
  useEffect(() => {
    if (services.list) dispatch({ type: 'servicesFound', services: services.list });
  }, [services.list]);
  useEffect(() => {
    if (ha.data) dispatch({ type: 'haStatusRead', haStatus: ha.data });
  }, [ha.data]);

  const { selectedProduct: product, selectedNode: node, selectedFile: file } = state;
  const config = useLogConfig(product, node);
  useEffect(() => {
    if (config.data) dispatch({ type: 'filesListed', files: config.data.logs });
  }, [config.data]);
  const data = useLogData(product, node, file, config.isSuccess);

  // R19.25, R19.26: a config failure is shown and stops the refresh until the visitor resumes it.
  const configFailed = config.isError;
  useFailureNotice(config.error, config.errorUpdatedAt, () => setPaused(true));
  // R19.28: a failed read is shown once, not at every refresh while it keeps failing.
  useFailureNotice(data.error, data.errorUpdatedAt);

  const refresh = () => {
    if (configFailed) void config.refetch();
    else if (config.isSuccess && file !== null) void data.refetch({ cancelRefetch: false });
  };

  const periodMillis = refreshPeriodMillis(config.data?.refresh_rate_millis);
  const idle = node === null || (!configFailed && file === null);
  const countdown = useCountdown(periodMillis, !paused && !idle, refresh);

  const view = logAreaView({
    listKnown: services.list !== undefined,
    nodeKnown: node !== null,
    configFailed,
    content: data.data?.content,
    dataFailed: data.isError,
  });

  return {
    state,
    files: config.data?.logs ?? [],
    loadingFiles: config.isFetching && !config.data,
    tail: data.data,
    dataError: data.error,
    serviceListError: services.error,
    view,
    countdown: { remaining: countdown.remaining, start: countdownStart(periodMillis), paused, idle },
    selectProduct: (value: LogServiceKey) => dispatch({ type: 'productSelected', product: value }),
    selectNode: (value: string) => dispatch({ type: 'nodeSelected', node: value }),
    selectFile: (value: string) => dispatch({ type: 'fileSelected', file: value }),
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    refreshNow: () => {
      refresh();
      countdown.restart();
    },
  };
}

/** What the log area shows, from what is known so far. */
export function logAreaView(facts: {
  listKnown: boolean;
  nodeKnown: boolean;
  configFailed: boolean;
  content: string | undefined;
  dataFailed: boolean;
}): LogAreaView {
  if (facts.listKnown && !facts.nodeKnown) return { kind: 'message', text: 'No node of this service is online.' };
  // R19.27
  if (facts.configFailed) return { kind: 'noData' };
  if (facts.content !== undefined) return { kind: 'content', content: facts.content };
  // R19.10 while the first read is on its way; after it failed there is nothing to wait for.
  return facts.dataFailed ? { kind: 'noData' } : { kind: 'waiting' };
}

import { MICROFRONTEND_MOUNT_LIMIT_MS, testIds } from '@arca/contract';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { useMicrofrontendHost } from './host-api.ts';
import { loadMicrofrontend, MicrofrontendLoadError } from './loader.ts';
import { shareModules } from './shared-scope.ts';

type MountState = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; message: string; detail?: string };

function failure(error: unknown): MountState {
  if (error instanceof MicrofrontendLoadError) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return { kind: 'failed', message: error.message, detail: cause };
  }
  // O19: a mount that fails or outlasts the limit reads like a fetch that failed, with the reason.
  return {
    kind: 'failed',
    message: 'Could not fetch microfrontend application',
    detail: error instanceof Error ? error.message : String(error),
  };
}

export interface MicrofrontendMountProps {
  name: string;
  /** The path the micro-frontend is mounted at, handed to it through the host API. */
  path: string;
}

/**
 * R9.13: the mounting point. Loads a micro-frontend by name, mounts it as a single-spa parcel into
 * an element of its own inside this component, and unmounts it when the component goes (a
 * navigation away). Mounting may take at most 100000 ms (R9.08); a failure shows the spec's
 * message with a reload, never a blank area.
 */
export function MicrofrontendMount({ name, path }: MicrofrontendMountProps) {
  const container = useRef<HTMLDivElement>(null);
  const host = useMicrofrontendHost(path);
  const [state, setState] = useState<MountState>({ kind: 'loading' });

  useEffect(() => {
    const target = container.current;
    if (target === null) return;
    // The parcel owns this element; React owns only its parent, so neither touches the other's DOM.
    const element = document.createElement('div');
    target.append(element);
    let cancelled = false;
    let parcel: Parcel | undefined;
    setState({ kind: 'loading' });
    shareModules();
    loadMicrofrontend(name)
      .then((lifecycles) => {
        if (cancelled) return;
        const config = {
          name,
          ...lifecycles,
          timeouts: { mount: { millis: MICROFRONTEND_MOUNT_LIMIT_MS, dieOnTimeout: true, warningMillis: 10_000 } },
        };
        // single-spa's typings leave out the `timeouts` it reads from a parcel config, and type the
        // lifecycle props as its application props rather than ours: the object is what it expects.
        parcel = mountRootParcel(config as unknown as ParcelConfig, { domElement: element, host });
        return parcel.mountPromise.then(() => {
          if (!cancelled) setState({ kind: 'mounted' });
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(failure(error));
      });
    return () => {
      cancelled = true;
      const mounted = parcel;
      if (mounted === undefined) {
        element.remove();
        return;
      }
      // A parcel still mounting is unmounted once it is up; a broken one has nothing to unmount.
      void mounted.mountPromise
        .then(() => mounted.unmount())
        .catch(() => undefined)
        .finally(() => element.remove());
    };
  }, [name, host]);

  return (
    <div data-testid={testIds.microfrontends.mount} data-microfrontend={name} data-state={state.kind}>
      {state.kind === 'loading' ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : null}
      {state.kind === 'failed' ? (
        <Result
          status="warning"
          title={state.message}
          subTitle={state.detail}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      ) : null}
      <div ref={container} hidden={state.kind === 'failed'} />
    </div>
  );
}

import type { MicrofrontendLifecycles } from '@arca/contract';
import { createRoot, type Root } from 'react-dom/client';

/** A test micro-frontend: greets the host's user, and records its lifecycle calls. */
export const calls: string[] = [];
const roots = new Map<HTMLElement, Root>();

export const { bootstrap, mount, unmount }: MicrofrontendLifecycles<HTMLElement> = {
  async bootstrap() {
    calls.push('bootstrap');
  },
  async mount({ domElement, host }) {
    calls.push('mount');
    const root = createRoot(domElement);
    roots.set(domElement, root);
    root.render(
      <section aria-label="Greeter">
        <h2>Hello, {host.user.name}</h2>
        <p>Mounted at {host.path}</p>
        <button type="button" onClick={() => host.navigate('/packages')}>
          Go to packages
        </button>
      </section>,
    );
  },
  async unmount({ domElement }) {
    calls.push('unmount');
    roots.get(domElement)?.unmount();
    roots.delete(domElement);
  },
};

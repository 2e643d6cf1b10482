import { API_LEVEL, CORE_SERVICE, type InstalledService, type InstalledServices } from '@arca/contract';

/**
 * Which services of the platform this instance has. Arca is the artifact service, at the API level
 * it implements; companions (xray, distribution, mc, …) are none unless `ARCA_SERVICES` declares
 * them, which lets tests and demonstrations open the screens that need one. Nothing is probed:
 * the list is configuration, the same on every node.
 */
export class InstalledServicesService {
  readonly #services: readonly InstalledService[];

  constructor(companions: readonly InstalledService[]) {
    this.#services = [{ name: CORE_SERVICE, version: API_LEVEL }, ...companions];
  }

  list(): InstalledServices {
    return { services: this.#services.map((service) => ({ ...service })) };
  }

  /** Names are compared without regard to case: the console spells them either way. */
  isEnabled(name: string): boolean {
    const wanted = name.toLowerCase();
    return this.#services.some((service) => service.name === wanted);
  }
}

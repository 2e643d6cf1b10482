import type { WebhookEventPayload } from '@arca/contract';
import { EVENT_SOURCE } from './webhook-events.ts';

/** Sample `data` per domain, in the delivered shape of jfrog-wire-compat §3. */
const SAMPLE_DATA: Record<string, Record<string, unknown>> = {
  artifact: {
    repo_key: 'sample_repo',
    path: 'sample_dir/sample.txt',
    name: 'sample.txt',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    size: 0,
  },
  artifact_property: {
    repo_key: 'sample_repo',
    path: 'sample_dir/sample.txt',
    name: 'sample.txt',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    size: 0,
    property_key: 'sample_key',
    property_values: ['sample_value'],
  },
  docker: {
    repo_key: 'sample_repo',
    path: 'sample_image/1.0.0/manifest.json',
    name: 'manifest.json',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    size: 0,
    image_name: 'sample_image',
    tag: '1.0.0',
    platforms: [{ architecture: 'amd64', os: 'linux' }],
    image_type: 'docker',
  },
  build: { build_name: 'sample_build', build_number: '1', build_started: '1970-01-01T00:00:00.000+0000' },
  artifact_lifecycle: { repo_key: 'sample_repo', path: 'sample_dir/sample.txt', name: 'sample.txt' },
  user: { user_name: 'sample_user' },
};

const RELEASE_BUNDLE_DATA = {
  release_bundle_name: 'sample_bundle',
  release_bundle_size: 0,
  release_bundle_version: '1.0.0',
};

/** The dummy event the test action sends: the domain's first event type, with sample data. */
export function dummyEvent(
  domain: string,
  eventType: string,
  subscriptionKey: string,
  origin: string,
): WebhookEventPayload {
  return {
    domain,
    event_type: eventType,
    data: SAMPLE_DATA[domain] ?? RELEASE_BUNDLE_DATA,
    subscription_key: subscriptionKey,
    jpd_origin: origin,
    source: EVENT_SOURCE,
  };
}

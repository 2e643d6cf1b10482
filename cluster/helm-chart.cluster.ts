import { join } from 'node:path';
import * as models from 'kubernetes-models';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ROOT, run } from './support.ts';

const CHART = join(ROOT, 'deploy/helm/arca');
const IMAGE = ['--set', 'image.repository=registry.example/arca'];

/** The objects the chart renders, as the Kubernetes API would receive them. */
async function rendered(args: string[] = []): Promise<{ apiVersion: string; kind: string; [key: string]: unknown }[]> {
  const yaml = await run('helm', ['template', 'arca', CHART, ...IMAGE, ...args]);
  return parseAllDocuments(yaml)
    .map((document) => document.toJS())
    .filter(Boolean);
}

/** The kubernetes-models class of an object's apiVersion and kind: the API's own schema. */
function modelOf(apiVersion: string, kind: string) {
  const group = apiVersion.includes('/') ? apiVersion : `core/${apiVersion}`;
  const byVersion = {
    'apps/v1': models.apps.v1,
    'core/v1': models.v1,
    'networking.k8s.io/v1': models.networkingK8sIo.v1,
    'policy/v1': models.policy.v1,
  }[group] as Record<string, new (data: unknown) => { validate(): void }> | undefined;
  const model = byVersion?.[kind];
  if (!model) throw new Error(`the chart renders ${apiVersion} ${kind}, which this test does not know`);
  return model;
}

describe('the Helm chart (deploy/helm/arca)', () => {
  it('passes helm lint, and renders objects the Kubernetes API schema accepts', async () => {
    await run('helm', ['lint', '--strict', CHART, ...IMAGE]);
    for (const args of [
      [],
      ['--set', 'ingress.enabled=false,blobStore.credentialsSecret=,adminPasswordSecret=arca-admin'],
    ]) {
      const objects = await rendered(args);
      for (const object of objects)
        expect(() => new (modelOf(object.apiVersion, object.kind))(object).validate()).not.toThrow();
      expect(objects.map((object) => object.kind).sort()).toEqual(
        args.length === 0
          ? ['Deployment', 'Ingress', 'PodDisruptionBudget', 'Service']
          : ['Deployment', 'PodDisruptionBudget', 'Service'],
      );
    }
  });

  it('makes every pod a node of its own on the shared database, key and bucket', async () => {
    const deployment = (await rendered()).find((object) => object.kind === 'Deployment') as unknown as {
      spec: {
        replicas: number;
        template: {
          spec: {
            containers: {
              env: { name: string; value?: string; valueFrom?: unknown }[];
              readinessProbe: { httpGet: { path: string } };
            }[];
          };
        };
      };
    };
    expect(deployment.spec.replicas).toBe(3);
    const [container] = deployment.spec.template.spec.containers;
    const env = new Map(container?.env.map((entry) => [entry.name, entry.value ?? entry.valueFrom]));
    expect(env.get('ARCA_NODE_ID')).toEqual({ fieldRef: { fieldPath: 'metadata.name' } });
    expect(env.get('ARCA_NODE_URL')).toBe('http://$(POD_IP):8082');
    expect(env.get('ARCA_DATABASE_URL')).toEqual({ secretKeyRef: { name: 'arca-database', key: 'url' } });
    expect(env.get('ARCA_MASTER_KEY')).toEqual({ secretKeyRef: { name: 'arca-master-key', key: 'key' } });
    expect(env.get('ARCA_BLOB_STORE')).toBe('s3://arca-blobs');
    expect(container?.readinessProbe.httpGet.path).toBe('/router/api/v1/system/health');
  });

  it('asks for the image to run, which is not published', async () => {
    await expect(run('helm', ['template', 'arca', CHART])).rejects.toThrow(
      'image.repository: name the image of Arca you built',
    );
  });
});

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { coreMetadataOf, isReliableSdistMetadata } from './core-metadata.ts';
import { tarGzOf, zipOf } from './pypi-test-support.ts';

/** A distribution file held in memory, read the way the service reads a stored one. */
const held = (bytes: Buffer) => ({
  read: async (start: number, length: number) => bytes.subarray(start, start + length),
  stream: () => Readable.from([bytes]),
  size: bytes.length,
});

describe('core metadata of a distribution', () => {
  it('reads the METADATA of the dist-info folder a wheel’s name states, deflated or stored', async () => {
    const wheel = zipOf([
      { name: 'vendored-0.1.dist-info/METADATA', content: 'Name: vendored\n' },
      { name: 'demo-1.0.dist-info/METADATA', content: 'Name: demo\n', stored: true },
    ]);
    expect((await coreMetadataOf('demo-1.0-py3-none-any.whl', held(wheel)))?.toString()).toBe('Name: demo\n');
    const deflated = zipOf([{ name: 'demo-1.0.dist-info/METADATA', content: 'Name: demo\n' }]);
    expect((await coreMetadataOf('demo-1.0-py3-none-any.whl', held(deflated)))?.toString()).toBe('Name: demo\n');
  });

  it('has none for a wheel without METADATA, a file that is not a zip, or an egg', async () => {
    const empty = zipOf([{ name: 'demo/__init__.py', content: '' }]);
    expect(await coreMetadataOf('demo-1.0-py3-none-any.whl', held(empty))).toBeUndefined();
    expect(await coreMetadataOf('demo-1.0-py3-none-any.whl', held(Buffer.from('not a zip')))).toBeUndefined();
    expect(await coreMetadataOf('demo-1.0-py3.11.egg', held(empty))).toBeUndefined();
  });

  it('reads an sdist’s PKG-INFO only when PEP 643 makes it reliable', async () => {
    expect(isReliableSdistMetadata('Metadata-Version: 2.2\nName: a\n')).toBe(true);
    expect(isReliableSdistMetadata('Metadata-Version: 2.10\nName: a\nDynamic: Author\n')).toBe(true);
    expect(isReliableSdistMetadata('Metadata-Version: 2.1\nName: a\n')).toBe(false);
    expect(isReliableSdistMetadata('Metadata-Version: 2.4\nDynamic: Requires-Python\n')).toBe(false);
    const sdist = tarGzOf([{ name: 'demo-1.0/PKG-INFO', content: 'Metadata-Version: 2.3\nName: demo\n' }]);
    expect((await coreMetadataOf('demo-1.0.tar.gz', held(sdist)))?.toString()).toContain('Name: demo');
    expect(await coreMetadataOf('demo-1.0.zip', held(sdist))).toBeUndefined();
  });
});

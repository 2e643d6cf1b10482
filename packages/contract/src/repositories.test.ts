import { describe, expect, it } from 'vitest';
import {
  type AvailabilityFlavour,
  availabilityOf,
  editionAvailabilityOf,
  editionFlavoursOf,
  findPackageType,
  packageTypeFilterName,
  packageTypes,
  repoKeyMessages,
  repoKeyProblem,
  repositoryEditionRefusal,
  repositoryKinds,
} from './repositories.ts';

const kind = (value: string) => repositoryKinds.find((candidate) => candidate.value === value);
const kindsOf = (value: string) => findPackageType(value)?.kinds;
const ALL = ['local', 'federated', 'remote', 'virtual'];

describe('repository kinds', () => {
  it('R12.02 R12.03 R12.05 R12.06 R12.07 give each kind its key', () => {
    expect(kind('LOCAL')?.key).toBe('local');
    expect(kind('REMOTE')?.key).toBe('remote');
    expect(kind('VIRTUAL')?.key).toBe('virtual');
    expect(kind('RELEASE_BUNDLES')?.key).toBe('distribution');
    expect(kind('FEDERATED')?.key).toBe('federated');
  });

  it("R12.04 has no key for CACHED and shows it as 'Cache'", () => {
    expect(kind('CACHED')).toMatchObject({ key: null, text: 'Cache' });
  });

  it('R12.08 gives every kind a text, a description, an icon and its availability', () => {
    for (const entry of repositoryKinds) {
      expect(entry.text).not.toBe('');
      expect(entry.description).not.toBe('');
      expect(entry.icon).not.toBe('');
      expect(entry.availability).toBeDefined();
    }
  });
});

describe('package types', () => {
  it('R12.09 gives every type an enum name, a value, a text, an icon, its kinds and availability', () => {
    for (const entry of packageTypes) {
      expect(entry.enumName).not.toBe('');
      expect(entry.value).not.toBe('');
      expect(entry.text).not.toBe('');
      expect(entry.icon).not.toBe('');
      expect(Array.isArray(entry.kinds)).toBe(true);
      expect(entry.availability).toBeDefined();
    }
  });

  it('R12.10 R12.11 R12.12 lets the common types be local, federated, remote and virtual', () => {
    const common = ['generic', 'maven', 'gradle', 'ivy', 'sbt', 'alpine', 'bower', 'chef', 'conan', 'conda', 'cran'];
    const more = ['debian', 'docker', 'oci', 'helmoci', 'gems', 'gitlfs', 'go', 'helm', 'npm', 'nuget', 'composer'];
    const rest = ['pypi', 'pub', 'puppet', 'swift', 'yum', 'terraform'];
    for (const value of [...common, ...more, ...rest]) expect(kindsOf(value), value).toEqual(ALL);
  });

  it('R12.13 gives RPM the value yum', () => {
    expect(packageTypes.find((entry) => entry.text === 'RPM')?.value).toBe('yum');
  });

  it('R12.14 R12.15 R12.16 R12.17 R12.18 R12.19 R12.20 limits the other types to their kinds', () => {
    for (const value of ['cargo', 'cocoapods', 'opkg'])
      expect(kindsOf(value)).toEqual(['local', 'federated', 'remote']);
    expect(kindsOf('p2')).toEqual(['remote', 'virtual']);
    expect(kindsOf('vagrant')).toEqual(['local', 'federated']);
    expect(kindsOf('vcs')).toEqual(['remote']);
    expect(kindsOf('huggingfaceml')).toEqual(['local', 'remote']);
    expect(kindsOf('terraformbackend')).toEqual(['local']);
    expect(kindsOf('releaseBundles')).toEqual(['local']);
  });

  it('R12.21 R12.22 gives Build Info and Support Bundle no repository kind', () => {
    expect(kindsOf('buildinfo')).toEqual([]);
    expect(kindsOf('supportbundle')).toEqual([]);
  });

  it('R12.23 gives Terraform the subtypes module and provider', () => {
    expect(findPackageType('terraform')?.subtypes).toEqual(['module', 'provider']);
  });

  it('R12.24 R12.25 R12.26 R12.27 R12.28 resolves the aliases', () => {
    expect(findPackageType('golang')?.value).toBe('go');
    expect(findPackageType('gav')?.value).toBe('maven');
    expect(findPackageType('deb')?.value).toBe('debian');
    expect(findPackageType('rubygems')?.value).toBe('gems');
    expect(findPackageType('terraformmodule')?.value).toBe('terraform');
    expect(findPackageType('terraformprovider')?.value).toBe('terraform');
    expect(findPackageType('NPM')?.value).toBe('npm');
    expect(findPackageType('cobol')).toBeUndefined();
  });

  it('R12.29 R12.30 names Debian deb and gems rubygems in package-type filters', () => {
    expect(packageTypeFilterName('debian')).toBe('deb');
    expect(packageTypeFilterName('gems')).toBe('rubygems');
    expect(packageTypeFilterName('npm')).toBe('npm');
  });

  it('R12.38 R12.39 R12.40 asks 7.69.0 for Hugging Face ML, always hides HelmOCI, disables Swift in freemium', () => {
    expect(findPackageType('huggingfaceml')?.availability.minVersion).toBe('7.69.0');
    expect(findPackageType('helmoci')?.availability.alwaysHidden).toBe(true);
    expect(findPackageType('swift')?.availability.disabledIn).toContain('freemium');
  });
});

describe('repository keys', () => {
  it('R26.09 refuses / \\ : | ? * " < > & with its message', () => {
    for (const character of ['/', '\\', ':', '|', '?', '*', '"', '<', '>', '&']) {
      expect(repoKeyProblem(`libs${character}release`), character).toBe(repoKeyMessages.illegalCharacters);
    }
    expect(repoKeyMessages.illegalCharacters).toBe('Name contains illegal characters');
  });

  it("R26.29 asks for a letter or a digit first: 'Key must start with a letter or a digit'", () => {
    expect(repoKeyProblem('-libs')).toBe('Key must start with a letter or a digit');
    expect(repoKeyProblem('.libs')).toBe('Key must start with a letter or a digit');
  });

  it("R26.28 allows only letters, digits, . and -: 'Key can only contain letters, digits, . or -'", () => {
    expect(repoKeyProblem('libs release')).toBe('Key can only contain letters, digits, . or -');
    expect(repoKeyProblem('libs_release')).toBe('Key can only contain letters, digits, . or -');
    expect(repoKeyProblem('npm-local')).toBeUndefined();
    expect(repoKeyProblem('libs.release-2')).toBeUndefined();
    expect(repoKeyProblem('a'.repeat(65))).toBe(repoKeyMessages.tooLong);
  });
});

describe('availability', () => {
  const facts = (flavours: (AvailabilityFlavour | 'freemium')[] = [], version = '7.90.0', features: string[] = []) => ({
    flavours: new Set(flavours),
    features: new Set(features),
    version,
  });
  const ofKind = (value: string, instance = facts()) => {
    const found = kind(value);
    if (!found) throw new Error(`no kind ${value}`);
    return availabilityOf(found.availability, instance);
  };
  const ofType = (value: string, instance = facts()) => {
    const found = findPackageType(value);
    if (!found) throw new Error(`no package type ${value}`);
    return availabilityOf(found.availability, instance);
  };

  it('R12.31 disables or hides kinds in the open-source edition', () => {
    expect(ofKind('FEDERATED', facts(['oss']))).toBe('disabled');
    expect(ofKind('RELEASE_BUNDLES', facts(['oss']))).toBe('hidden');
    expect(ofKind('LOCAL', facts(['oss']))).toBe('visible');
    expect(ofKind('FEDERATED')).toBe('visible');
  });

  it('R12.32 disables or hides kinds in the container-registry-only edition', () => {
    expect(ofKind('FEDERATED', facts(['containerRegistryOnly']))).toBe('disabled');
    expect(ofKind('RELEASE_BUNDLES', facts(['containerRegistryOnly']))).toBe('hidden');
    expect(ofKind('VIRTUAL', facts(['containerRegistryOnly']))).toBe('visible');
  });

  it('R12.33 hides kinds on a cold instance', () => {
    expect(ofKind('FEDERATED', facts(['cold']))).toBe('hidden');
    expect(ofKind('LOCAL', facts(['cold']))).toBe('visible');
  });

  it('R12.34 hides kinds on an edge node', () => {
    expect(ofKind('REMOTE', facts(['edge']))).toBe('hidden');
    expect(ofKind('FEDERATED', facts(['edge']))).toBe('hidden');
    expect(ofKind('LOCAL', facts(['edge']))).toBe('visible');
  });

  it('R12.35 disables or hides what a selected project does not allow', () => {
    expect(availabilityOf({ disabledIn: ['projectSelected'] }, facts(['projectSelected']))).toBe('disabled');
    expect(availabilityOf({ hiddenIn: ['projectSelected'] }, facts(['projectSelected']))).toBe('hidden');
    expect(availabilityOf({ hiddenIn: ['projectSelected'] }, facts())).toBe('visible');
  });

  it('R12.36 hides what needs a server feature that is not supported', () => {
    expect(availabilityOf({ requiresFeature: 'federation' }, facts())).toBe('hidden');
    expect(availabilityOf({ requiresFeature: 'federation' }, facts([], '7.90.0', ['federation']))).toBe('visible');
  });

  it('R12.37 hides what needs a newer server version, comparing versions number by number', () => {
    expect(ofType('huggingfaceml', facts([], '7.68.9'))).toBe('hidden');
    expect(ofType('huggingfaceml', facts([], '7.69.0'))).toBe('visible');
    expect(ofType('huggingfaceml', facts([], '7.100.0'))).toBe('visible');
    expect(ofType('huggingfaceml', facts([], '7.9.0'))).toBe('hidden');
  });
});

describe('editions of a licence', () => {
  it('maps OSS, JCR and the edge licences to their editions, and nothing else to any', () => {
    expect([...editionFlavoursOf('OSS')]).toEqual(['oss']);
    expect([...editionFlavoursOf('JCR')]).toEqual(['containerRegistryOnly']);
    expect([...editionFlavoursOf('EDGE')]).toEqual(['edge']);
    expect([...editionFlavoursOf('EDGE_TRIAL')]).toEqual(['edge']);
    for (const license of [
      'CONAN',
      'COMMERCIAL',
      'TRIAL',
      'ENTERPRISE',
      'ENTERPRISE_PLUS',
      'N/A',
      'GOLD',
      'toString',
    ]) {
      expect(editionFlavoursOf(license).size, license).toBe(0);
    }
  });

  it('judges only the edition: a feature, a version or a project does not hide anything here', () => {
    expect(editionAvailabilityOf({ requiresFeature: 'federation', minVersion: '99.0.0' }, 'OSS')).toBe('visible');
    expect(editionAvailabilityOf({ hiddenIn: ['projectSelected', 'cold'] }, 'OSS')).toBe('visible');
    expect(editionAvailabilityOf({ hiddenIn: ['edge'] }, 'EDGE_TRIAL')).toBe('hidden');
    expect(editionAvailabilityOf({ disabledIn: ['oss'] }, 'OSS')).toBe('disabled');
    expect(editionAvailabilityOf({ disabledIn: ['oss'] }, 'ENTERPRISE_PLUS')).toBe('visible');
  });

  it('keeps images, charts and plain files in the container-registry-only edition and disables the rest', () => {
    const inJcr = (value: string) => {
      const found = findPackageType(value);
      if (!found) throw new Error(`no package type ${value}`);
      return editionAvailabilityOf(found.availability, 'JCR');
    };
    for (const value of ['generic', 'docker', 'oci', 'helm']) expect(inJcr(value), value).toBe('visible');
    for (const value of ['maven', 'npm', 'pypi', 'swift', 'huggingfaceml'])
      expect(inJcr(value), value).toBe('disabled');
    expect(findPackageType('swift')?.availability.disabledIn).toEqual(['freemium', 'containerRegistryOnly']);
    expect(findPackageType('huggingfaceml')?.availability.minVersion).toBe('7.69.0');
  });

  it('refuses creation with the licence tooltip naming the package type, else the kind', () => {
    expect(repositoryEditionRefusal('JCR', 'local', 'maven')).toBe('Maven is not supported in JCR version');
    expect(repositoryEditionRefusal('JCR', 'federated', 'gav')).toBe('Maven is not supported in JCR version');
    expect(repositoryEditionRefusal('JCR', 'local', 'docker')).toBeUndefined();
    expect(repositoryEditionRefusal('JCR', 'federated', 'docker')).toBe(
      'Federated Repositories is not supported in JCR version',
    );
    expect(repositoryEditionRefusal('OSS', 'local', 'maven')).toBeUndefined();
    expect(repositoryEditionRefusal('OSS', 'federated', 'generic')).toBe(
      'Federated Repositories is not supported in OSS version',
    );
    expect(repositoryEditionRefusal('EDGE', 'remote', 'npm')).toBe(
      'Remote Repositories is not supported in EDGE version',
    );
    expect(repositoryEditionRefusal('EDGE', 'local', 'npm')).toBeUndefined();
    expect(repositoryEditionRefusal('ENTERPRISE_PLUS', 'federated', 'maven')).toBeUndefined();
    expect(repositoryEditionRefusal('JCR', 'local', 'cobol')).toBeUndefined();
  });
});

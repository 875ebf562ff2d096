import { createInstance } from '@module-federation/enhanced/runtime';
import { createSharedConfig, readRangeOverrides } from '../src/shared-config';
import shellPackage from '@mwangaza/shell/package.json';
import publicSitePackage from '@mwangaza/public-site/package.json';

const SHARED = '@mwangaza/shared';
let instanceCount = 0;

/**
 * The shell with its copy of the shared package already running (as on any page), and a remote built with
 * `ranges` overriding its package.json, joined to the shell's share scope as its container's init does.
 */
function shellAndRemote(remoteProvides: string, ranges: Record<string, string> = {}) {
  instanceCount += 1;
  const shellShared = { version: '1.0.0' };
  const shell = createInstance({
    name: `shell${instanceCount}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [SHARED]: {
        version: '1.0.0',
        lib: () => shellShared,
        shareConfig: createSharedConfig(shellPackage)[SHARED],
      },
    },
  });
  const remote = createInstance({
    name: `publicSite${instanceCount}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [SHARED]: {
        version: remoteProvides,
        get: () => Promise.resolve(() => ({ version: remoteProvides })),
        shareConfig: createSharedConfig(publicSitePackage, ranges)[SHARED],
      },
    },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default!);
  return { remote, shellShared };
}

describe('a remote whose shared singletons the shell cannot satisfy', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is refused, with the package, the required range and the provided version in the reason', async () => {
    const { remote } = shellAndRemote('2.0.0', { [SHARED]: '^2.0.0' });
    const loading = remote.loadShare(SHARED);
    await expect(loading).rejects.toThrow(SHARED);
    await expect(remote.loadShare(SHARED)).rejects.toThrow(
      /Version 1\.0\.0 from shell\d+ .*@mwangaza\/shared .* needs \^2\.0\.0/,
    );
  });

  it('runs on the shell copy when it needs a range the shell satisfies (a newer minor of its own)', async () => {
    const { remote, shellShared } = shellAndRemote('1.4.0');
    const factory = await remote.loadShare(SHARED);
    expect(factory && factory()).toBe(shellShared);
  });

  it('declares every singleton strictly, with the ranges from package.json', () => {
    const shared = createSharedConfig(publicSitePackage, {});
    expect(shared[SHARED]).toEqual({
      singleton: true,
      strictVersion: true,
      eager: false,
      requiredVersion: publicSitePackage.dependencies[SHARED],
    });
    expect(Object.values(shared).every((config) => config.strictVersion && config.singleton)).toBe(true);
    expect(shared.react!.requiredVersion).toBe(publicSitePackage.dependencies.react);
  });
});

describe('MWANGAZA_SHARED_RANGES', () => {
  it('reads a JSON object of ranges and rejects anything else', () => {
    expect(readRangeOverrides(undefined)).toEqual({});
    expect(readRangeOverrides('{"@mwangaza/shared":"^2.0.0"}')).toEqual({ [SHARED]: '^2.0.0' });
    expect(() => readRangeOverrides('["^2"]')).toThrow('MWANGAZA_SHARED_RANGES');
    expect(() => readRangeOverrides('{"react":2}')).toThrow('MWANGAZA_SHARED_RANGES');
  });
});

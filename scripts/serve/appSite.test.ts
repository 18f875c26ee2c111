import { describe, expect, it } from 'vitest';
import { AASA_PATH, ASSET_LINKS_PATH, appSiteFrom, wellKnownFiles } from './appSite.ts';

const SHA = Array.from({ length: 32 }, () => 'AB').join(':');
const SITE = JSON.stringify({
  androidSha256: [SHA],
  iosTeamId: 'ABCDE12345',
  iosBundleId: 'com.starmaker.app',
});

describe('the app-link files', () => {
  it('are generated from the configuration, the package from the Play listing of H5_APP_LINKS', () => {
    const files = wellKnownFiles(
      appSiteFrom(
        SITE,
        JSON.stringify({ android: 'https://play.google.com/store/apps/details?id=com.sister.app' }),
      ),
    );
    const assetLinks = JSON.parse(files[ASSET_LINKS_PATH]!);
    expect(assetLinks[0].target).toEqual({
      namespace: 'android_app',
      package_name: 'com.sister.app',
      sha256_cert_fingerprints: [SHA],
    });
    const aasa = JSON.parse(files[AASA_PATH]!);
    expect(aasa.applinks.details[0].appIDs).toEqual(['ABCDE12345.com.starmaker.app']);
    expect(aasa.applinks.details[0].paths).toEqual(
      expect.arrayContaining([
        '/v/share',
        '/v/share/*',
        '/g/v/share',
        '/share',
        '/d/playrecording',
        '/live/share',
      ]),
    );
    expect(aasa.applinks.details[0].paths).not.toContain('/v/lucky-eggs');
  });

  it('are not published without configuration, and a malformed one says what is wrong', () => {
    expect(wellKnownFiles(appSiteFrom(undefined))).toEqual({});
    expect(() =>
      appSiteFrom(JSON.stringify({ androidSha256: ['ab'], iosTeamId: 'x', iosBundleId: 'y' })),
    ).toThrow(/androidSha256.*iosTeamId.*iosBundleId/);
    expect(() => appSiteFrom('{"sha":1}')).toThrow(/unknown key "sha"/);
  });
});

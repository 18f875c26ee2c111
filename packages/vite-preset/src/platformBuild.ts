// The platform's turbo task (`@h5/vite-preset#build`): builds the shared platform once, for the
// build-time variables every campaign of the run is built with, into dist/platform/, where each
// campaign build finds it (platform.ts). A campaign built without it, or with other variables,
// builds its own copy in-process, the same bytes.

import {
  buildPlatform,
  buildVariables,
  cdnBaseOf,
  defineOf,
  PLATFORM_DIST,
  writePlatform,
} from './platform.ts';

const started = Date.now();
const platform = await buildPlatform(cdnBaseOf(), defineOf(buildVariables('build')));
writePlatform(platform);
console.log(
  `platform ${platform.file}: ${platform.modules.size} modules, ${Date.now() - started} ms → ${PLATFORM_DIST}`,
);

// Where "Recharge detail" leads. The sister app Chilla keeps its users' recharges on the unified
// money host (spec 7 `/uni/web/money/recharge-detail`), so inside Chilla the menu opens the list
// read from there (spec 2 `recharge-detail-chilla`); every other app reads the money service's.

/** The `app_name` values (spec 1) of the sister app, as the app sends them. */
const CHILLA_APP_NAMES: readonly string[] = ['chilla'];

export function rechargeDetailPath(appName: string | null): 'recharge-detail' | 'recharge-detail-chilla' {
  return appName && CHILLA_APP_NAMES.includes(appName.trim().toLowerCase())
    ? 'recharge-detail-chilla'
    : 'recharge-detail';
}

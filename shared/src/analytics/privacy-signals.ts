/**
 * Do Not Track or Global Privacy Control: the visitor asked not to be tracked, so nothing is sent and no lead
 * source is kept.
 */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true;
}

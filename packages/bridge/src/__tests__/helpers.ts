export function resetHost(): void {
  const w = window as unknown as Record<string, unknown>;
  for (const k of ['SmNative', 'webkit', '__smBridge', '__fakeApp', '__smNativeMethods']) delete w[k];
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

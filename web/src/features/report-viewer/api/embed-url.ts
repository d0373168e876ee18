/**
 * An embed URL must be https on the analytics provider's hosts before the viewer gets it.
 * These are Power BI's public and sovereign clouds.
 */
const POWER_BI_HOSTS = [
  /^app\.powerbi\.com$/,
  /(^|\.)powerbigov\.us$/,
  /^app\.powerbi\.cn$/,
  /^app\.powerbi\.de$/,
  /(^|\.)analysis\.windows\.net$/,
];

export function isPowerBiEmbedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    POWER_BI_HOSTS.some((host) => host.test(url.hostname))
  );
}

/** Everything the viewer needs is present and the URL is safe to load. */
export function isEmbedConfigReady(
  config: { embedUrl?: string; embedToken?: string; reportId?: string } | null,
): boolean {
  return Boolean(config?.embedToken && config.reportId && config.embedUrl && isPowerBiEmbedUrl(config.embedUrl));
}

/** The demo frame may show the app's own built-in report (a same-origin path) or Power BI. */
export function isAllowedDemoReportUrl(value: string): boolean {
  return /^\/(?!\/)[\w\-/]*$/.test(value) || isPowerBiEmbedUrl(value);
}

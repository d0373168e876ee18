/**
 * Power BI Embedded, app-owns-data (https://learn.microsoft.com/power-bi/developer/embedded/):
 * a service principal signs in to Azure AD with msal-node (client credentials), reads the
 * report's embedUrl (Get Report In Group) and asks for a view-only embed token
 * (Reports GenerateTokenInGroup). A report is the same for every subscriber, so one embed
 * token per report serves them all: it is cached until 10 minutes before it expires, and
 * concurrent requests during a refresh share one upstream call.
 */
import { ConfidentialClientApplication, type Configuration } from '@azure/msal-node';
import {
  powerBiApiBaseUrl,
  powerBiAuthorityHost,
  powerBiAuthorityMetadata,
  powerBiClientId,
  powerBiClientSecret,
  powerBiTenantId,
} from '../../config';
import { badGateway, serviceUnavailable } from '../../errors';
import { reportServiceMisconfigured, upstreamError } from '../../logs';
import type { EmbedConfig } from '@cannabis-reports/contracts';
import type { PowerBiReport } from '../powerbi-reports';
import type { ReportProvider } from './embed-config';

export const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** Renew the shared embed token this long before it expires. */
export const EMBED_TOKEN_REFRESH_MARGIN_MS = 10 * 60 * 1000;
/**
 * How long an embed token lives (Power BI's default is about an hour). Power BI cannot revoke an
 * embed token, so this bounds how long an open report outlives the reader's access (a team
 * member removed, a subscription ended): the viewer's refresh is refused, and the token it holds
 * runs out within this time (decision 0161).
 */
export const EMBED_TOKEN_LIFETIME_MINUTES = 20;
const UPSTREAM_TIMEOUT_MS = 15_000;

interface PowerBiSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  authorityHost: string;
  authorityMetadata: string;
  apiBaseUrl: string;
}

function settings(): PowerBiSettings {
  const values = {
    tenantId: powerBiTenantId.value(),
    clientId: powerBiClientId.value(),
    clientSecret: powerBiClientSecret.value(),
    authorityHost: powerBiAuthorityHost.value().replace(/\/+$/, ''),
    authorityMetadata: powerBiAuthorityMetadata.value(),
    apiBaseUrl: powerBiApiBaseUrl.value().replace(/\/+$/, ''),
  };
  const required = {
    POWERBI_TENANT_ID: values.tenantId,
    POWERBI_CLIENT_ID: values.clientId,
    POWERBI_CLIENT_SECRET: values.clientSecret,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) {
    reportServiceMisconfigured(missing.map((name) => `${name} is empty`));
    throw serviceUnavailable(
      'report_service_unavailable',
      'Reports are not available right now. Please try again later.',
    );
  }
  return values;
}

/** One client per instance: msal-node keeps the Azure AD token in its cache between calls. */
let msalClient: ConfidentialClientApplication | undefined;

function msal(config: PowerBiSettings): ConfidentialClientApplication {
  if (!msalClient) {
    const auth: Configuration['auth'] = {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authority: `${config.authorityHost}/${config.tenantId}`,
    };
    if (config.authorityMetadata) {
      auth.knownAuthorities = [new URL(config.authorityHost).host];
      auth.authorityMetadata = config.authorityMetadata;
    }
    msalClient = new ConfidentialClientApplication({ auth });
  }
  return msalClient;
}

async function azureAdToken(config: PowerBiSettings): Promise<string> {
  const result = await msal(config).acquireTokenByClientCredential({ scopes: [POWERBI_SCOPE] });
  if (!result?.accessToken) throw new Error('Azure AD returned no access token');
  return result.accessToken;
}

async function powerBiRequest<T>(
  config: PowerBiSettings,
  accessToken: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${config.apiBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw Object.assign(new Error(`Power BI ${method} ${path} answered ${response.status}`), {
      statusCode: response.status,
    });
  }
  return (await response.json()) as T;
}

async function issueEmbedToken(target: PowerBiReport): Promise<CachedEmbed> {
  const config = settings();
  const reportPath = `/groups/${encodeURIComponent(target.workspaceId)}/reports/${encodeURIComponent(target.reportId)}`;
  try {
    const accessToken = await azureAdToken(config);
    const report = await powerBiRequest<{ id: string; embedUrl: string }>(config, accessToken, 'GET', reportPath);
    const embed = await powerBiRequest<{ token: string; expiration: string }>(
      config,
      accessToken,
      'POST',
      `${reportPath}/GenerateToken`,
      { accessLevel: 'View', lifetimeInMinutes: EMBED_TOKEN_LIFETIME_MINUTES },
    );
    const expiresAtMs = Date.parse(embed.expiration);
    if (!embed.token || !report.embedUrl || Number.isNaN(expiresAtMs))
      throw new Error('Power BI answered without a token, embedUrl or expiration');
    return {
      config: {
        embedToken: embed.token,
        embedUrl: report.embedUrl,
        reportId: target.id,
        expiresAt: new Date(expiresAtMs).toISOString(),
        viewer: 'powerbi',
      },
      refreshAtMs: expiresAtMs - EMBED_TOKEN_REFRESH_MARGIN_MS,
    };
  } catch (error) {
    upstreamError('powerbi', error);
    throw badGateway('report_service_unavailable', 'The report service is unavailable. Please try again later.');
  }
}

interface CachedEmbed {
  config: EmbedConfig;
  refreshAtMs: number;
}

/** Per catalogue entry: its current token and the refresh under way. */
const cache = new Map<string, { cached?: CachedEmbed; refreshing?: Promise<CachedEmbed> }>();

export const powerBiProvider: ReportProvider = {
  async embed(entry): Promise<EmbedConfig> {
    const target = entry.powerBi;
    if (!target) throw new Error(`${entry.id} is not a Power BI report`);
    const slot = cache.get(target.id) ?? {};
    cache.set(target.id, slot);
    if (slot.cached && Date.now() < slot.cached.refreshAtMs) return slot.cached.config;
    slot.refreshing ??= issueEmbedToken(target)
      .then((fresh) => (slot.cached = fresh))
      .finally(() => (slot.refreshing = undefined));
    try {
      return (await slot.refreshing).config;
    } catch (error) {
      // A failed early refresh is no reason to refuse a token that still has minutes to run.
      if (slot.cached && Date.now() < Date.parse(slot.cached.config.expiresAt) - 60_000) return slot.cached.config;
      throw error;
    }
  },
};

/**
 * The MCP server: the tools of tools.ts over one user's data API, each answer a JSON text the
 * assistant reads (a refusal of the API is answered as a tool error carrying its code, so the
 * assistant can say why). Nothing here writes, and no model runs here: the assistant is the
 * user's, and what it is told is what the API answered.
 */
import type { DatasetCatalogAnswer } from '@cannabis-reports/contracts';
import { endpoints } from '@cannabis-reports/contracts';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DataApiError, getJson, type DataApiSettings } from './data-api';
import { TOOLS, type Reader } from './tools';

/** How long the catalogue is reused: it changes at an import (daily), and each read counts against the quota. */
export const CATALOGUE_REUSE_MS = 5 * 60 * 1000;

export function createServer(api: DataApiSettings, now: () => number = Date.now): McpServer {
  const server = new McpServer({ name: 'cannabis-reports', version: '1.0.0' });
  let catalogue: { readAt: number; answer: Promise<DatasetCatalogAnswer> } | undefined;
  const reader: Reader = {
    api,
    catalogue() {
      if (!catalogue || now() - catalogue.readAt > CATALOGUE_REUSE_MS) {
        const answer = getJson<DatasetCatalogAnswer>(api, endpoints.apiDatasets, {}, {});
        catalogue = { readAt: now(), answer };
        // A failed read is not kept: the next call asks again.
        answer.catch(() => (catalogue = undefined));
      }
      return catalogue.answer;
    },
  };
  for (const tool of TOOLS)
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: true },
      },
      async (input: Record<string, unknown>) => {
        try {
          const answer = await tool.answer(input as never, reader);
          return { content: [{ type: 'text' as const, text: JSON.stringify(answer) }] };
        } catch (error) {
          if (!(error instanceof DataApiError)) throw error;
          return {
            isError: true,
            content: [{ type: 'text' as const, text: JSON.stringify({ code: error.code, error: error.message }) }],
          };
        }
      },
    );
  return server;
}

/**
 * An MCP client connected in memory to the server over a given API, as an assistant would call
 * it, for the unit test here and the integration test against the emulated API.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { DataApiSettings } from './data-api';
import { createServer } from './server';

export interface ToolAnswer {
  isError: boolean;
  /** The tool's JSON answer, parsed. */
  body: unknown;
}

export async function connectedClient(api: DataApiSettings) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createServer(api);
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return {
    client,
    async call<T>(name: string, args: Record<string, unknown> = {}): Promise<{ isError: boolean; body: T }> {
      const result = await client.callTool({ name, arguments: args });
      const [first] = result.content as Array<{ type: string; text: string }>;
      return { isError: result.isError === true, body: JSON.parse(first.text) as T };
    },
    close: () => Promise.all([client.close(), server.close()]),
  };
}

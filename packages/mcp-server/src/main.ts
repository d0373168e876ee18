/**
 * Runs the server over stdio for an AI assistant on the user's machine: the assistant starts it
 * with the user's API key and the API's address in its environment (README.md says how).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from './server';

const apiKey = process.env.CANNABIS_REPORTS_API_KEY;
const apiBase = process.env.CANNABIS_REPORTS_API_BASE;
if (!apiKey || !apiBase) {
  // stdout is the protocol's: the reason goes to stderr, which the assistant's log shows.
  console.error(
    'Set CANNABIS_REPORTS_API_KEY (a key made on your profile) and CANNABIS_REPORTS_API_BASE (the address /developers gives, ending in /api).',
  );
  process.exit(1);
}
void createServer({ apiKey, apiBase }).connect(new StdioServerTransport());

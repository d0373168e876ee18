/**
 * The api app served on its own, as the Functions runtime would, over real HTTP on a free port
 * for the suite that calls this (its beforeAll and afterAll). `baseUrl` is set once it listens.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../http/app';

export function serveApp(): { baseUrl: string } {
  const served = { baseUrl: '' };
  let server: Server;
  beforeAll(async () => {
    server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    served.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return served;
}

import { Hono } from 'hono';
import { expect, it } from 'vitest';

import { requestLog } from './request-log';

it("writes one line per request, with the page's request id when the call carries one", async () => {
  const lines: string[] = [];
  const app = new Hono().use(
    '*',
    requestLog(
      () => Date.parse('2026-11-24T00:00:00Z'),
      (line) => lines.push(line),
    ),
  );
  app.get('/api/v2/config', (c) => c.json({}));
  await app.request('/api/v2/config');
  await app.request('/api/v2/config', { headers: { 'request-id': 'abc-123" forged' } });
  expect(lines[0]).toMatch(/^2026-11-24T00:00:00.000Z GET \/api\/v2\/config 200 [\d.]+ms$/);
  // Quoted, so a forged id cannot start a log line of its own.
  expect(lines[1]).toMatch(/ 200 [\d.]+ms request-id="abc-123\\" forged"$/);
});

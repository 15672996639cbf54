import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authRoutes, fileRoutes } from '@quiver/contract/wire';
import { createServices } from '../app/services.ts';
import { createStorage, type StorageBackend } from './storage.ts';
import { downloadFile } from './download.ts';
import { answer, refuse, server } from '../../test/server.ts';

function memoryBackend(initial: Record<string, string>): StorageBackend {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function signedIn() {
  return createServices(
    createStorage(memoryBackend({ accessToken: 'access-old', refreshToken: 'refresh-old' })),
  );
}

const logFile = { kind: 'instanceLog', instanceId: 'i-1', level: 3, search: 'backup' } as const;

describe('downloadFile (spec §7 file download)', () => {
  it('refreshes the token, asks for a ticket with the new one, then opens the URL', async () => {
    const order: string[] = [];
    server.use(
      answer(authRoutes.refreshToken, () => {
        order.push('refresh');
        return { accessToken: 'access-new', refreshToken: 'refresh-new' };
      }),
      http.post(fileRoutes.ticket.path, async ({ request }) => {
        order.push(`ticket ${request.headers.get('authorization')} ${await request.text()}`);
        return HttpResponse.json({
          code: 200,
          message: 'OK',
          data: {
            ticket: 't'.repeat(43),
            url: `/api/dbaas/v1/file/download?ticket=${'t'.repeat(43)}`,
            expiresAt: '2026-01-01T00:01:00.000Z',
          },
        });
      }),
    );
    const services = signedIn();
    const open = vi.fn((url: string) => void order.push(`open ${url}`));
    await downloadFile(services.api, logFile, open);
    expect(order).toEqual([
      'refresh',
      `ticket Bearer access-new ${JSON.stringify(logFile)}`,
      `open /api/dbaas/v1/file/download?ticket=${'t'.repeat(43)}`,
    ]);
    expect(services.tokens.accessToken()).toBe('access-new');
  });

  it('opens nothing when the ticket is refused, and says why', async () => {
    server.use(
      answer(authRoutes.refreshToken, { accessToken: 'a2', refreshToken: 'r2' }),
      refuse(fileRoutes.ticket, 404, 'Instance not found.'),
    );
    const open = vi.fn();
    await expect(downloadFile(signedIn().api, logFile, open)).rejects.toMatchObject({
      message: 'Instance not found.',
    });
    expect(open).not.toHaveBeenCalled();
  });
});

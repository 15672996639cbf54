import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@quiver/contract';
import { codes } from '@quiver/contract/wire';
import { apiKeys } from '../../data/api-keys/endpoints.ts';
import { answer, refuse, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';

const apiKey = (id: string, name: string): ApiKey => ({
  id,
  name,
  prefix: `qk_${id}`,
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
});

describe('API keys', () => {
  it('lists the keys by name and prefix, never a secret', async () => {
    server.use(answer(apiKeys.list, { items: [apiKey('1', 'CI'), apiKey('2', 'Laptop')] }));
    renderWithProviders(<ApiKeysSection />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'CI',
      'Laptop',
    ]);
    expect(within(table).getByText('qk_2…')).toBeVisible();
  });

  it('says so when there is no key yet, and offers a retry when the list fails', async () => {
    server.use(refuse(apiKeys.list, codes.serverError, ''));
    const { user } = renderWithProviders(<ApiKeysSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    server.use(answer(apiKeys.list, { items: [] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  });

  it('creates a key and shows its secret once', async () => {
    const keys: ApiKey[] = [];
    const sent: unknown[] = [];
    server.use(
      answer(apiKeys.list, () => ({ items: keys })),
      answer(apiKeys.create, (body) => {
        sent.push(body);
        keys.push(apiKey('3', body.name));
        return { ...apiKey('3', body.name), secret: 'qk_3_a-secret-of-twenty-characters' };
      }),
    );
    const { user } = renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getByRole('combobox', { name: 'Expires' })).toHaveTextContent(
      'In 90 days',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Deploy bot{Enter}');
    expect(await within(dialog).findByText('qk_3_a-secret-of-twenty-characters')).toBeVisible();
    expect(sent).toEqual([{ name: 'Deploy bot', expiresAt: expect.any(String) }]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(await screen.findByRole('cell', { name: 'Deploy bot' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create API key' })).toHaveFocus(),
    );
  });

  it('asks before the dialog closes on a key not copied, however it is closed', async () => {
    server.use(
      answer(apiKeys.list, { items: [] }),
      answer(apiKeys.create, (body) => ({
        ...apiKey('4', body.name),
        secret: 'qk_4_a-secret-of-twenty-characters',
      })),
    );
    const { user } = renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Laptop{Enter}');
    const secret = await screen.findByText('qk_4_a-secret-of-twenty-characters');
    // Escape (as a click outside, the × or "I have copied it") keeps the key on screen and warns.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not copied the key. Once this dialog closes, it cannot be shown again.',
    );
    expect(secret).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I have copied it' })).toBeNull();
    // Asked once: the second close goes.
    await user.click(screen.getByRole('button', { name: 'Close without copying' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('qk_4_a-secret-of-twenty-characters')).toBeNull();
  });

  it('closes at once on a key copied by hand', async () => {
    server.use(
      answer(apiKeys.list, { items: [] }),
      answer(apiKeys.create, (body) => ({
        ...apiKey('5', body.name),
        secret: 'qk_5_a-secret-of-twenty-characters',
      })),
    );
    const { user } = renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Laptop{Enter}');
    // Selected and copied with the keyboard or the context menu: the browser fires `copy` on it.
    fireEvent.copy(await screen.findByText('qk_5_a-secret-of-twenty-characters'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused name in place and keeps what was typed', async () => {
    server.use(
      answer(apiKeys.list, { items: [] }),
      refuse(apiKeys.create, codes.refused, 'Refused.', { name: 'api.api-key-name-too-long' }),
    );
    const { user } = renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const name = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Deploy bot{Enter}');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/at most 64 characters/);
    expect(name).toHaveValue('Deploy bot');
  });

  it('deletes a key after confirmation', async () => {
    let keys = [apiKey('1', 'CI'), apiKey('2', 'Laptop')];
    server.use(
      answer(apiKeys.list, () => ({ items: keys })),
      answer(apiKeys.delete, ({ id }) => {
        keys = keys.filter((key) => key.id !== id);
        return null;
      }),
    );
    const { user } = renderWithProviders(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete CI' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete CI?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The key is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'CI' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Laptop' })).toBeVisible();
  });
});

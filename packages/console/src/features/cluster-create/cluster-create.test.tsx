import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import type { ClusterDetail } from '@quiver/contract';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { clusterOf, freeConfig, largeSize, powerhouseSize } from '../../../test/clusters.ts';
import { routePaths } from '../../lib/brand.ts';
import { catalogue } from '../../data/catalogue/endpoints.ts';
import { clusters } from '../../data/clusters/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { editions, regions, vendors } from '../blaze-create/test-fixtures.ts';
import { ClusterCreateScreen } from './cluster-create-screen.tsx';

const rootPassword = 'Graph#Root1';
const powerhouseImages = [
  {
    id: 'powerhouse-5.2.1',
    kind: 'POWERHOUSE' as const,
    version: '5.2.1',
    name: 'Powerhouse 5.2.1',
    isDefault: true,
    releasedAt: '2026-09-15T00:00:00.000Z',
  },
  {
    id: 'powerhouse-5.1.4',
    kind: 'POWERHOUSE' as const,
    version: '5.1.4',
    name: 'Powerhouse 5.1.4',
    isDefault: false,
    releasedAt: '2026-04-02T00:00:00.000Z',
  },
];
const sizes = [powerhouseSize, largeSize];

interface Options {
  freeAllowed?: boolean;
  /** Roles the region has no room for (batches check). */
  soldOut?: string[];
  takenNames?: string[];
}

/** Every call the wizard makes, answered; the bodies it sent are collected in `sent`. */
function answerWizard({ freeAllowed = true, soldOut = [], takenNames = [] }: Options = {}) {
  const sent = {
    batches: [] as SentParams<typeof clusters.batchesCheck>[],
    free: [] as SentParams<typeof clusters.createFree>[],
    standard: [] as SentParams<typeof clusters.createStandard>[],
  };
  const created = (name: string, type: 'FREE' | 'STANDARD'): ClusterDetail =>
    clusterOf({ id: 'cl-new', name, type, status: 'CREATING', serviceAddress: null });
  server.use(
    answer(userRoutes.info, {
      id: 'user-1',
      email: 'ada@example.com',
      identityType: 'email',
      isTwofa: true,
      isQuiver: false,
      status: 'NORMAL',
      name: 'Ada',
      createdAt: '2026-11-01T00:00:00.000Z',
      lastLoginAt: null,
    }),
    answer(catalogue.products, { items: editions }),
    answer(catalogue.vendors, { items: vendors }),
    answer(catalogue.usableRegionsV2, { items: regions }),
    answer(catalogue.options, {
      sizes,
      images: powerhouseImages,
      storage: { minGb: 64, maxGb: 128, stepGb: 64 },
      defaults: { port: 60061, memoryThreshold: 80, logLevel: 3, nodeIdCache: 0, shortUuid: false },
    }),
    answer(catalogue.images, { items: powerhouseImages }),
    answer(catalogue.sellInfoV2, ({ servers }) => {
      const lines = servers.map((line) => {
        const unit = sizes.find((size) => size.id === line.sizeId)?.hourlyPriceMicros ?? 0;
        const count = Number(line.count);
        return {
          label: String(line.role),
          role: line.role ?? null,
          sizeId: line.sizeId,
          count,
          unitHourlyPriceMicros: unit,
          hourlyPriceMicros: unit * count,
        };
      });
      const hourly = lines.reduce((sum, line) => sum + line.hourlyPriceMicros, 0);
      return {
        hourlyPriceMicros: hourly,
        monthlyEstimateMicros: hourly * 730,
        currency: 'USD' as const,
        lines,
      };
    }),
    answer(clusters.freeConfig, freeConfig),
    answer(
      clusters.freeCheck,
      freeAllowed
        ? { allowed: true, reason: null, message: null }
        : {
            allowed: false,
            reason: 'oneFreePerAccount',
            message: 'Only one free instance or cluster per account.',
          },
    ),
    answer(clusters.batchesCheck, (body) => {
      sent.batches.push(body);
      const items = body.servers.map((line) => {
        const full = soldOut.includes(String(line.role));
        return {
          role: line.role,
          sizeId: line.sizeId,
          count: Number(line.count),
          available: !full,
          reason: full ? ('soldOut' as const) : null,
          message: full
            ? 'Instance sold out in this region: choose another region or submit a request.'
            : null,
        };
      });
      return { available: items.every((item) => item.available), items };
    }),
    answer(clusters.nameAvailable, ({ name }) => ({
      available: !takenNames.includes(String(name)),
    })),
    answer(userRoutes.ip, { ip: '203.0.113.7' }),
    answer(clusters.createFree, (body) => {
      sent.free.push(body);
      return created(String(body.name), 'FREE');
    }),
    answer(clusters.createStandard, (body) => {
      sent.standard.push(body);
      return created(String(body.name), 'STANDARD');
    }),
  );
  return sent;
}

async function typeSettings(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Cluster name' }), name);
  await screen.findByText('This name is available.');
  await user.type(screen.getByLabelText('Root password', { selector: 'input' }), rootPassword);
  await user.type(
    screen.getByLabelText('Confirm root password', { selector: 'input' }),
    rootPassword,
  );
}

const next = () => screen.getByRole('button', { name: 'Next' });

// The layout's stock check waits for typing to pause (400 ms), and these tests walk every step:
// more than the default 5 s on a loaded machine.
describe('Powerhouse create wizard', { timeout: 30_000 }, () => {
  it('creates a free cluster: its fixed configuration shown, name, IPs and password asked, reviewed as Free', async () => {
    const sent = answerWizard();
    const { user, router, services } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a Powerhouse cluster' }),
    ).toBeVisible();
    // Next without a type says what is missing.
    await user.click(next());
    expect(await screen.findByText('Choose free or Standard.')).toBeVisible();

    const freeCard = (await screen.findByRole('button', { name: 'Choose Free' })).closest(
      '[data-slot="edition-card"]',
    ) as HTMLElement;
    expect(freeCard.querySelector('[data-slot="edition-card-price"]')).toHaveTextContent(
      /^FreeNothing is billed, running or stopped\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Choose Free' }));
    const fixed = await screen.findByRole('region', { name: 'The free cluster' });
    expect(within(fixed).getByText('Amazon Web Services')).toBeVisible();
    expect(within(fixed).getAllByText(/1 × 4 vCPU, 16 GB memory, 64 GB storage/)).toHaveLength(2);
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routePaths.powerhouseCreateSetting),
    );

    // The free cluster's version and port are shown, not asked.
    expect(await screen.findByText('60061 (fixed for the free cluster)')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Listening port' })).toBeNull();
    await typeSettings(user, 'social graph');
    await user.click(screen.getByRole('button', { name: 'Add my IP' }));
    expect(await screen.findByText('Added your IP address 203.0.113.7.')).toBeVisible();
    // What was typed is kept in the tab's draft, never the password.
    const draft = JSON.stringify(services.storage.clusterCreateDraft.get());
    expect(draft).toContain('social graph');
    expect(draft).not.toContain(rootPassword);

    await user.click(next());
    await screen.findByRole('heading', { name: 'Review', level: 2 });
    expect(router.state.location.search).toBe('?step=review');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('Whole cluster')).toBeVisible();
    // Charged nothing: "Free", as on its card, not $0.0000/hr.
    expect(within(price).getByTestId('cluster-price-hour')).toHaveTextContent(/^Free$/);
    expect(within(price).getByTestId('cluster-price-month')).toHaveTextContent(/^Free$/);
    expect(within(price).getByRole('rowheader', { name: 'Meta servers' })).toBeVisible();
    expect(within(price).getByRole('rowheader', { name: 'Shard servers' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.powerhouseDetail));
    expect(router.state.location.search).toBe('?id=cl-new');
    expect(sent.free).toEqual([
      {
        name: 'social graph',
        rootPassword,
        allowedIps: [{ ip: '203.0.113.7', description: 'My IP address' }],
      },
    ]);
    expect(services.storage.clusterCreateDraft.get()).toBeNull();
  });

  it('drops the type error and the step’s error mark once the type and place are chosen', async () => {
    answerWizard();
    const { user } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await screen.findByRole('button', { name: 'Choose Graph Powerhouse Standard' });
    await user.click(next());
    expect(await screen.findByText('Choose free or Standard.')).toBeVisible();
    expect(screen.getByText(/has errors/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose Graph Powerhouse Standard' }));
    await waitFor(() => expect(screen.queryByText('Choose free or Standard.')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Google Cloud' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Belgium (europe-west1)' }));
    await screen.findByText('The region has room for these 2 servers.', {}, { timeout: 3000 });
    expect(screen.queryByText('Choose free or Standard.')).toBeNull();
    expect(screen.queryByText(/has errors/)).toBeNull();
  });

  it('moves the focus to the first field in error on a refused Next', async () => {
    answerWizard();
    const { user } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await screen.findByRole('button', { name: 'Choose Graph Powerhouse Standard' });
    await user.click(next());
    await waitFor(() => expect(screen.getByRole('group', { name: 'Type' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Choose Graph Powerhouse Standard' }));
    await user.click(next());
    expect(await screen.findByText('Choose a cloud provider.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cloud provider' })).toHaveFocus(),
    );

    // Pressing Next leaves the focus in the field being left until the click: its blur would show
    // its message first and move Next from under the pointer (the click lost, focus left on Next).
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Google Cloud' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Belgium (europe-west1)' }));
    const hdc = await screen.findByRole('textbox', { name: 'HDC servers: number' });
    await user.clear(hdc);
    await user.type(hdc, '65');
    await user.pointer({ keys: '[MouseLeft>]', target: next() });
    expect(hdc).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: next() });
    await waitFor(() => expect(hdc).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(hdc).toHaveFocus());
  });

  it('says what is wrong with a count rather than repeating its hint', async () => {
    answerWizard();
    const { user } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Choose Graph Powerhouse Standard' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Amazon Web Services' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Europe (Ireland)' }));
    const hdc = await screen.findByRole('textbox', { name: 'HDC servers: number' });

    await user.clear(hdc);
    await user.type(hdc, '65');
    await user.click(next());
    await waitFor(() => expect(hdc).toHaveAttribute('aria-invalid', 'true'));
    expect(hdc).toHaveAccessibleDescription(
      'A whole number from 0 to 64. That is more than 64: a cluster has at most 64 servers of one role.',
    );
    await user.clear(hdc);
    await user.type(hdc, '2.5');
    await waitFor(() =>
      expect(hdc).toHaveAccessibleDescription(
        'A whole number from 0 to 64. Whole numbers only: digits, with no sign, decimal point or space.',
      ),
    );
    await user.clear(hdc);
    await waitFor(() =>
      expect(hdc).toHaveAccessibleDescription(
        'A whole number from 0 to 64. Enter a number of servers: 0 for none.',
      ),
    );
    const shard = screen.getByRole('textbox', { name: 'Shard servers: number' });
    await user.clear(shard);
    await user.type(shard, '0');
    await user.tab();
    await waitFor(() =>
      expect(shard).toHaveAccessibleDescription(
        'A whole number from 1 to 64. A cluster needs at least 1 of these servers.',
      ),
    );
  });

  it('refuses the free cluster with the server reason when the account already has one', async () => {
    answerWizard({ freeAllowed: false });
    renderWithProviders(<ClusterCreateScreen />, { at: routePaths.powerhouseCreate });
    expect(await screen.findByText('Only one free instance or cluster per account.')).toBeVisible();
    const free = screen.getByRole('button', { name: 'Choose Free' });
    expect(free).toHaveAttribute('aria-disabled', 'true');
    expect(free).toHaveAccessibleDescription('Only one free instance or cluster per account.');
  });

  it('lays out a Standard cluster per role, checks the region has room, prices each role and creates it', async () => {
    const sent = answerWizard();
    const { user, router } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Choose Graph Powerhouse Standard' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Amazon Web Services' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Europe (Ireland)' }));

    // The smallest size is chosen for each role; one META and one SHARD server, no HDC.
    const shardCount = await screen.findByRole('textbox', { name: 'Shard servers: number' });
    expect(shardCount).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'HDC servers: number' })).toHaveValue('0');
    await user.clear(shardCount);
    await user.type(shardCount, '3');
    await user.click(screen.getByRole('combobox', { name: 'Meta servers: size' }));
    await user.click(await screen.findByRole('option', { name: /8 vCPU, 32 GB memory/ }));
    expect(
      await screen.findByText('The region has room for these 4 servers.', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(sent.batches.at(-1)).toEqual({
      vendor: 'aws',
      region: 'eu-west-1',
      servers: [
        { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-8c32g', count: 1 },
        { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 3 },
      ],
    });
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routePaths.powerhouseCreateSetting),
    );

    const version = await screen.findByRole('combobox', { name: 'Version' });
    await waitFor(() => expect(version).toHaveTextContent('Powerhouse 5.2.1 (recommended)'));
    await typeSettings(user, 'analytics');
    await user.clear(screen.getByRole('textbox', { name: 'Listening port' }));
    await user.type(screen.getByRole('textbox', { name: 'Listening port' }), '60100');
    // The engine's settings, asked as the Blaze wizard asks them (its tests cover their rules).
    const threshold = screen.getByRole('textbox', { name: 'Memory threshold (%)' });
    await user.clear(threshold);
    await user.type(threshold, '85');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Review', level: 2 });
    expect(screen.getByText('85%')).toBeVisible();

    const price = screen.getByRole('region', { name: 'Price' });
    // Meta: 1 x $3.32/hr; shard: 3 x $1.66/hr = $4.98/hr; whole cluster $8.30/hr, x 730 a month.
    const meta = await within(price).findByRole('row', { name: /Meta servers/ });
    expect(meta).toHaveTextContent('$3.3200/hr');
    expect(meta).toHaveTextContent('$2,423.60');
    expect(within(price).getByRole('row', { name: /Shard servers/ })).toHaveTextContent(
      '$4.9800/hr',
    );
    expect(within(price).getByTestId('cluster-price-hour')).toHaveTextContent('$8.3000/hr');
    expect(within(price).getByTestId('cluster-price-month')).toHaveTextContent('$6,059.00');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent.standard).toHaveLength(1));
    expect(sent.standard[0]).toEqual({
      name: 'analytics',
      vendor: 'aws',
      region: 'eu-west-1',
      version: 'powerhouse-5.2.1',
      port: 60100,
      allowedIps: [],
      memoryThreshold: 85,
      logLevel: 3,
      nodeIdCache: 0,
      rootPassword,
      servers: [
        { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-8c32g', count: 1 },
        { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 3 },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.powerhouseDetail));
  });

  it('refuses Next while the region has no room for a role, with the stock message', async () => {
    answerWizard({ soldOut: ['GRAPH_V5_SHARD_SERVER'] });
    const { user, router } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Choose Graph Powerhouse Standard' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Amazon Web Services' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'US East (N. Virginia)' }));
    expect(
      await screen.findByText(
        'Shard servers: Instance sold out in this region: choose another region or submit a request.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await user.click(next());
    const shardCount = screen.getByRole('textbox', { name: 'Shard servers: number' });
    await waitFor(() => expect(shardCount).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('The region has no room for these servers now: see below.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(routePaths.powerhouseCreate);
  });

  it('says a taken cluster name in place and keeps the user on the step', async () => {
    answerWizard({ takenNames: ['taken'] });
    const { user } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Free' }));
    await user.click(next());
    await user.type(await screen.findByRole('textbox', { name: 'Cluster name' }), 'taken');
    expect(
      await screen.findByText('You already have a cluster with this name: choose another one.'),
    ).toBeVisible();
  });

  it('words the name rule for a cluster', async () => {
    answerWizard();
    const { user } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Free' }));
    await user.click(next());
    const name = await screen.findByRole('textbox', { name: 'Cluster name' });
    await user.click(next());
    expect(await screen.findByText('Enter a cluster name.')).toBeVisible();
    await user.type(name, 'é'.repeat(64));
    expect(
      await screen.findByText(
        'Cluster name must be under 128 bytes (accented and non-Latin characters take 2 to 4 bytes each).',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Instance name/)).toBeNull();
  });

  it('keeps what was typed across a reload, except the password, which it asks for again', async () => {
    answerWizard();
    const session = memoryBackend();
    const first = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
      session,
    });
    await first.user.click(await screen.findByRole('button', { name: 'Choose Free' }));
    await first.user.click(next());
    await first.user.type(await screen.findByRole('textbox', { name: 'Cluster name' }), 'kept');
    await first.user.type(
      screen.getByLabelText('Root password', { selector: 'input' }),
      rootPassword,
    );
    first.unmount();

    answerWizard();
    renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreateSetting,
      session,
    });
    expect(await screen.findByRole('textbox', { name: 'Cluster name' })).toHaveValue('kept');
    expect(screen.getByLabelText('Root password', { selector: 'input' })).toHaveValue('');
    expect(
      screen.getByText(
        'For your security the password is not kept when the page reloads: type it again.',
      ),
    ).toBeVisible();
  });

  it('a review opened by address with the settings unfinished goes back to the settings step', async () => {
    answerWizard();
    const { router } = renderWithProviders(<ClusterCreateScreen />, {
      at: `${routePaths.powerhouseCreateSetting}?step=review`,
    });
    // No type chosen: the first step is where the user is sent.
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.powerhouseCreate));
  });

  it('shows a refusal of the create call that names a server line on its role', async () => {
    answerWizard();
    server.use(
      refuse(
        clusters.createStandard,
        codes.refused,
        'This size is not offered in the selected region.',
        { 'servers.1.sizeId': 'api.key-invalid' },
        'productNotFound',
      ),
    );
    const { user, router } = renderWithProviders(<ClusterCreateScreen />, {
      at: routePaths.powerhouseCreate,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Choose Graph Powerhouse Standard' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Amazon Web Services' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Europe (Ireland)' }));
    await screen.findByText('The region has room for these 2 servers.', {}, { timeout: 3000 });
    await user.click(next());
    await typeSettings(user, 'refused');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Review', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // servers.1 is the second line sent: the shard servers.
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.powerhouseCreate));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Shard servers: size' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });
});

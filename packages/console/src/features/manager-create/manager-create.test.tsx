import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { EditionEntry, GraphImage, Instance, InstanceSize } from '@quiver/contract';
import { catalogueRoutes, codes } from '@quiver/contract/wire';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { clusterRowOf, clusterPageOf, instanceOf } from '../../../test/instances.ts';
import { forecastOf } from '../../../test/billing.ts';
import { billing } from '../../data/billing/endpoints.ts';
import { routePaths } from '../../lib/brand.ts';
import { createStorage } from '../../lib/storage.ts';
import { catalogue } from '../../data/catalogue/endpoints.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { clusters as cluster } from '../../data/clusters/endpoints.ts';
import { manager } from '../../data/managers/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { regions, vendors } from '../blaze-create/test-fixtures.ts';
import { ManagerCreateScreen } from './manager-create-screen.tsx';
import { writeManagerDraft } from './manager-draft.ts';
import { pristineManagerValues, type ManagerValues } from './manager-form.ts';

const managerSize = (id: string, vcpu: number, memoryGb: number): InstanceSize => ({
  id,
  name: `Manager ${vcpu} vCPU`,
  edition: 'manager-standard',
  vcpu,
  memoryGb,
  storageGb: 100,
  maxStorageGb: 4096,
  hourlyPriceMicros: 1_660_000 * (vcpu / 4),
});
const sizes = [managerSize('manager-4c16g', 4, 16), managerSize('manager-8c32g', 8, 32)];

const managerImages: GraphImage[] = [
  {
    id: 'manager-2.3.0',
    kind: 'MANAGER',
    version: '2.3.0',
    name: 'Manager 2.3.0',
    isDefault: true,
    releasedAt: '2026-10-01T00:00:00.000Z',
  },
  {
    id: 'manager-2.2.5',
    kind: 'MANAGER',
    version: '2.2.5',
    name: 'Manager 2.2.5',
    isDefault: false,
    releasedAt: '2026-05-01T00:00:00.000Z',
  },
];

const managerEdition: EditionEntry = {
  key: 'manager-standard',
  title: 'Manager Standard',
  tips: 'The manager for your Powerhouse clusters.',
  info: [],
  features: [],
  buttonText: 'Create',
  priceText: 'from the server',
  priceTip: 'from the server',
  kind: 'MANAGER',
  type: 'STANDARD',
  contactOnly: false,
  fromHourlyPriceMicros: 1_660_000,
};

/** Every call the wizard makes, answered; `takenNames` are refused by `/instance/name`. */
function wizardAnswers({ takenNames = [] as string[] } = {}) {
  return [
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
    answer(catalogue.products, { items: [managerEdition] }),
    answer(catalogue.vendors, { items: vendors }),
    answer(catalogue.usableRegionsV2, { items: regions }),
    answer(catalogue.options, {
      sizes,
      images: managerImages,
      storage: { minGb: 100, maxGb: 4096, stepGb: 50 },
      defaults: { port: 60061, memoryThreshold: 80, logLevel: 3, nodeIdCache: 0, shortUuid: false },
    }),
    answer(catalogue.images, { items: managerImages }),
    answer(catalogueRoutes.managerSellPriceV2, ({ sizeId }) => {
      const hourly = sizes.find((item) => item.id === sizeId)?.hourlyPriceMicros ?? 0;
      return {
        hourlyPriceMicros: hourly,
        monthlyEstimateMicros: hourly * 730,
        currency: 'USD' as const,
      };
    }),
    answer(instance.nameAvailable, ({ name }) => ({
      available: !takenNames.includes(String(name)),
    })),
    answer(userRoutes.ip, { ip: '203.0.113.7' }),
    // The review's forecast line: a Manager of the chosen size runs from now until the month ends.
    answer(billing.forecastChange, (body) => {
      const sizeId = body.action === 'create' ? body.sizeId : '';
      const hourly = sizes.find((item) => item.id === sizeId)?.hourlyPriceMicros ?? 0;
      return forecastOf(Math.round((hourly * 1_436_100) / 3600));
    }),
    answer(
      cluster.list,
      clusterPageOf([
        clusterRowOf(),
        clusterRowOf({ id: 'cluster-2', name: 'ledger', status: 'STOPPED', serviceState: null }),
        clusterRowOf({ id: 'cluster-3', name: 'gone', status: 'TERMINATED', serviceState: null }),
      ]),
    ),
  ];
}

const rootPassword = 'Mgr#Root2026';

/** A filled draft in a tab's sessionStorage (the password never is). */
function tabWithDraft(values: Partial<ManagerValues>, passwordTyped = false) {
  const tab = memoryBackend();
  writeManagerDraft(createStorage(memoryBackend(), tab), {
    userId: null,
    passwordTyped,
    values: {
      ...pristineManagerValues(),
      vendor: 'aws',
      region: 'eu-west-1',
      sizeId: 'manager-4c16g',
      version: 'manager-2.3.0',
      name: 'ops-manager',
      ...values,
    },
  });
  return tab;
}

function createdManager(body: SentParams<typeof manager.create>): Instance {
  return instanceOf({
    id: 'mgr-1',
    name: String(body.name),
    kind: 'MANAGER',
    type: 'STANDARD',
    edition: 'manager-standard',
    status: 'CREATING',
    serviceState: null,
    size: sizes[0]!,
  });
}

async function typePasswords(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(
    await screen.findByLabelText('Root password', { selector: 'input' }),
    rootPassword,
  );
  await user.type(
    screen.getByLabelText('Confirm root password', { selector: 'input' }),
    rootPassword,
  );
}

// Whole flows through two steps and a review: longer than the default 5 s on a loaded machine.
describe('Manager create wizard', { timeout: 20_000 }, () => {
  it('places the Manager, sets it up, reviews it with the Manager price, and creates it', async () => {
    const sent: SentParams<typeof manager.create>[] = [];
    server.use(
      ...wizardAnswers(),
      answer(instance.stockCheck, { available: true }),
      answer(manager.create, (body) => {
        sent.push(body);
        return createdManager(body);
      }),
    );
    const { user, router } = renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreate,
    });
    expect(
      await screen.findByRole('heading', { name: 'Create a Manager', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('The manager for your Powerhouse clusters.')).toBeVisible();
    expect(
      screen.getByText('From $1.6600 per hour, billed per second while it runs.'),
    ).toBeVisible();

    // Next before choosing says what is missing, in place.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a cloud provider.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Amazon Web Services' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Europe (Ireland)' }));
    expect(await screen.findByRole('combobox', { name: 'Size' })).toHaveTextContent(
      '4 vCPU, 16 GB memory, 100 GB storage · $1.6600/hr',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routePaths.managerCreateSetting),
    );
    expect(await screen.findByRole('heading', { name: 'Settings', level: 2 })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Instance name' }), 'ops-manager');
    expect(await screen.findByRole('combobox', { name: 'Version' })).toHaveTextContent(
      'Manager 2.3.0 (recommended)',
    );
    // The account's live clusters are offered; a cancelled one is not.
    const clusters = screen.getByRole('group', { name: 'Clusters to manage' });
    expect(await within(clusters).findByRole('checkbox', { name: /payments/ })).toBeVisible();
    expect(within(clusters).getByRole('checkbox', { name: /ledger/ })).toBeVisible();
    expect(within(clusters).queryByRole('checkbox', { name: /gone/ })).toBeNull();
    await user.click(within(clusters).getByRole('checkbox', { name: /payments/ }));
    await typePasswords(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=review'));
    expect(await screen.findByRole('heading', { name: 'Review', level: 2 })).toBeVisible();

    const review = (title: string) => screen.getByRole('region', { name: title });
    expect(await within(review('Location and size')).findByText('Europe (Ireland)')).toBeVisible();
    expect(within(review('Settings')).getByText('ops-manager')).toBeVisible();
    expect(within(review('Settings')).getByText('payments')).toBeVisible();
    expect(within(review('Settings')).getByText('Set (not shown)')).toBeVisible();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('$1.6600/hr')).toBeVisible();
    expect(within(price).getByText('$1,211.80')).toBeVisible();
    // What creating it does to this month's forecast, priced as a Manager.
    expect(await screen.findByTestId('forecast-delta')).toHaveTextContent('+$662.20');

    await user.click(screen.getByRole('button', { name: 'Create Manager' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routePaths.managerConfigurations),
    );
    expect(router.state.location.search).toBe('?id=mgr-1');
    expect(sent).toEqual([
      {
        name: 'ops-manager',
        vendor: 'aws',
        region: 'eu-west-1',
        sizeId: 'manager-4c16g',
        version: 'manager-2.3.0',
        port: 60061,
        allowedIps: [],
        rootPassword,
        clusterIds: ['cluster-1'],
      },
    ]);
  });

  it('clears each error once its field is fixed after a refused Next, and one Next then moves on', async () => {
    server.use(...wizardAnswers());
    const { user, router } = renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreate,
    });
    const nextButton = await screen.findByRole('button', { name: 'Next' });
    await user.click(nextButton);
    expect(await screen.findByText('Choose a size.')).toBeVisible();
    expect(screen.getByText('Choose a cloud provider.')).toBeVisible();
    // The first field in error takes the focus.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cloud provider' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Google Cloud' }));
    await waitFor(() => expect(screen.queryByText('Choose a cloud provider.')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Belgium (europe-west1)' }));
    // The smallest size is chosen for the user: its error goes with the others, before any Next.
    expect(await screen.findByRole('combobox', { name: 'Size' })).toHaveTextContent('4 vCPU');
    await waitFor(() => expect(screen.queryByText('Choose a size.')).toBeNull());
    expect(screen.queryByText('Choose a region.')).toBeNull();
    expect(screen.queryByText(/has errors/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routePaths.managerCreateSetting),
    );
  });

  it('keeps what was typed across steps and a reload, but never the password', async () => {
    server.use(...wizardAnswers());
    const tab = tabWithDraft({ name: '' });
    const first = renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreateSetting,
      session: tab,
    });
    await first.user.type(
      await screen.findByRole('textbox', { name: 'Instance name' }),
      'kept-name',
    );
    await typePasswords(first.user);
    const kept = tab.getItem('managerCreateDraft') ?? '';
    expect(JSON.parse(kept)).toMatchObject({
      values: { name: 'kept-name', vendor: 'aws', region: 'eu-west-1' },
      passwordTyped: true,
    });
    expect(kept).not.toContain(rootPassword);
    first.unmount();

    // A reload: the same tab's storage, a new page.
    server.use(...wizardAnswers());
    renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreateSetting,
      session: tab,
    });
    expect(await screen.findByRole('textbox', { name: 'Instance name' })).toHaveValue('kept-name');
    expect(
      screen.getByText(
        'For your security the password is not kept when the page reloads: type it again.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Root password', { selector: 'input' })).toHaveValue('');
  });

  it('sends a review opened by address with unfinished steps back to the first of them', async () => {
    server.use(...wizardAnswers());
    const { router } = renderWithProviders(<ManagerCreateScreen />, {
      at: `${routePaths.managerCreateSetting}?step=review`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.managerCreate));
    expect(
      await screen.findByRole('heading', { name: 'Location and size', level: 2 }),
    ).toBeVisible();
  });

  it('refuses a taken name in place, and shows the server refusal of a field on its step', async () => {
    server.use(
      ...wizardAnswers({ takenNames: ['taken'] }),
      answer(instance.stockCheck, { available: true }),
      refuse(manager.create, codes.refused, 'Some fields are not valid.', {
        'allowedIps.0.ip': 'api.private-source-only',
      }),
    );
    const { user } = renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreateSetting,
      session: tabWithDraft({
        name: 'taken',
        allowedIps: [{ ip: '203.0.113.7', description: 'home' }],
      }),
    });
    await screen.findByRole('textbox', { name: 'Instance name' });
    expect(
      await screen.findByText('You already have an instance with this name: choose another one.'),
    ).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Instance name' }));
    await user.type(screen.getByRole('textbox', { name: 'Instance name' }), 'free-name');
    await typePasswords(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create Manager' }));
    // The refused entry is on the settings step: the wizard goes back there and says why.
    expect(
      await screen.findByText(
        'This region accepts connections from private addresses only (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16).',
      ),
    ).toBeVisible();
  });

  it('asks for a payment method when the server wants one', async () => {
    let creates = 0;
    server.use(
      ...wizardAnswers(),
      answer(instance.stockCheck, { available: true }),
      refuse(
        manager.create,
        codes.refused,
        'Failed to start the instance, check the payment method.',
        undefined,
        'startNoPayment',
      ),
    );
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === manager.create.path) creates += 1;
    });
    const { user } = renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreateSetting,
      session: tabWithDraft({}),
    });
    await typePasswords(user);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create Manager' }));
    expect(await screen.findByRole('dialog', { name: 'Add a payment method' })).toBeVisible();
    expect(creates).toBe(1);
    server.events.removeAllListeners();
  });

  it('says when the region is sold out and offers a capacity request', async () => {
    server.use(
      ...wizardAnswers(),
      answer(instance.stockCheck, {
        available: false,
        reason: 'soldOut',
        message: 'Instance sold out in this region: choose another region or submit a request.',
      }),
    );
    const { user } = renderWithProviders(<ManagerCreateScreen />, {
      at: routePaths.managerCreateSetting,
      session: tabWithDraft({}),
    });
    await typePasswords(user);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create Manager' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Instance sold out in this region: choose another region or submit a request.',
    );
    expect(within(alert).getByRole('button', { name: 'Submit a request' })).toBeVisible();
  });

  it('prefills a clone from the source Manager, on the first step', async () => {
    server.use(
      ...wizardAnswers(),
      answer(instance.cloneTemplate, {
        sourceInstanceId: 'mgr-1',
        name: 'ops-_C123456',
        kind: 'MANAGER',
        edition: 'manager-standard',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'manager-8c32g',
        storageGb: 100,
        version: '2.2.5',
        port: 60100,
        allowedIps: [{ ip: '10.0.0.0/8', description: 'vpn' }],
        memoryThreshold: 80,
        logLevel: 3,
        nodeIdCache: 0,
        shortUuid: false,
      }),
    );
    const { router } = renderWithProviders(<ManagerCreateScreen />, {
      at: `${routePaths.managerCreate}?cloneOf=mgr-1`,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('combobox', { name: 'Size' })).toHaveTextContent(
      '8 vCPU, 32 GB memory, 100 GB storage · $3.3200/hr',
    );
    await act(() => router.navigate(routePaths.managerCreateSetting));
    expect(await screen.findByRole('textbox', { name: 'Instance name' })).toHaveValue(
      'ops-_C123456',
    );
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Manager 2.2.5');
  });
});

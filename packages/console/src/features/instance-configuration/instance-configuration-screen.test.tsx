import { billing } from '../../data/billing/endpoints.ts';
import { forecastOf } from '../../../test/billing.ts';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import type { Instance } from '@quiver/contract';
import { catalogue } from '../../data/catalogue/endpoints.ts';
import { instance as instanceRoutes } from '../../data/instance/endpoints.ts';
import { user } from '../../data/user/endpoints.ts';
import { acceptedOf, instanceOf, viewerOf } from '../../../test/instances.ts';
import { answer, refuse, server, type AnswerData } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { standardSize, testInstance } from './test-fixtures.ts';
import { InstanceConfigurationScreen } from './instance-configuration-screen.tsx';

const GiB = 1024 ** 3;
const largerSize = {
  ...standardSize,
  id: 'standard-8c32g',
  name: 'Standard 8 vCPU',
  vcpu: 8,
  memoryGb: 32,
  storageGb: 64,
  hourlyPriceMicros: 2_280_000,
};
const smallerSize = {
  ...standardSize,
  id: 'standard-2c8g',
  name: 'Standard 2 vCPU',
  vcpu: 2,
  memoryGb: 8,
  storageGb: 25,
  hourlyPriceMicros: 570_000,
};

type Extensible = AnswerData<typeof instanceRoutes.extensible>;
const extensible = (overrides: Partial<Extensible> = {}): Extensible => ({
  extensible: true,
  reason: null,
  message: null,
  currentStorageGb: 50,
  maxStorageGb: 1000,
  stepGb: 50,
  nextChangeAt: null,
  ...overrides,
});

interface SectionAnswers {
  use?: { memoryBytes: number; diskBytes: number };
  storage?: Extensible;
}

/** Answers the calls every section makes for `shown`. */
function answerSections(
  shown: Instance,
  {
    use = { memoryBytes: 6 * GiB, diskBytes: 10 * GiB },
    storage = extensible(),
  }: SectionAnswers = {},
) {
  server.use(
    answer(instanceRoutes.detail, shown),
    answer(user.info, viewerOf()),
    answer(catalogue.changeOptions, {
      currentSizeId: shown.size.id,
      items: [smallerSize, largerSize],
      usage: use,
    }),
    answer(instanceRoutes.extensible, storage),
    // An accepted change starts the status polling: it ends at once, back where it started.
    answer(instanceRoutes.state, (body) => ({
      items: body.instanceIds.map((id) => ({
        id,
        status: shown.status,
        serviceState: shown.serviceState,
        updatedAt: shown.updatedAt,
      })),
    })),
  );
}

/** The screen for `shown`, with the calls every section makes answered. */
function renderScreen(shown: Instance, answers: SectionAnswers = {}) {
  answerSections(shown, answers);
  return renderWithProviders(<InstanceConfigurationScreen />, {
    at: `/blaze/quiverGraphConfigurations?id=${shown.id}`,
  });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest<HTMLElement>(
    '[data-slot="card"]',
  ) as HTMLElement;

describe('the configuration screen', () => {
  it('loads the instance, then shows each part under its heading', async () => {
    renderScreen(testInstance());
    expect(screen.getByText('Loading the instance')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Configure Fraud graph', level: 1 }),
    ).toBeVisible();
    for (const name of ['Name', 'Network', 'Server settings', 'Size', 'Storage', 'Root password'])
      expect(screen.getByRole('heading', { name, level: 2 })).toBeVisible();
    // Instances › the instance › this page, as every page of an instance.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      '/quiverGraphInstanceManagement',
    );
    expect(within(trail).getByRole('link', { name: 'Fraud graph' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphDetail?id=inst-1',
    );
    expect(within(trail).getByText('Configuration')).toHaveAttribute('aria-current', 'page');
  });

  it('says an unknown instance is not found, with the way back', async () => {
    server.use(refuse(instanceRoutes.detail, codes.notFound, 'Instance not found.'));
    renderWithProviders(<InstanceConfigurationScreen />, { at: '/x?id=nope' });
    expect(await screen.findByRole('heading', { name: 'Instance not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the instances' })).toBeVisible();
  });

  it('offers a retry when the instance could not be loaded', async () => {
    server.use(refuse(instanceRoutes.detail, codes.serverError, ''));
    const { user: person } = renderWithProviders(<InstanceConfigurationScreen />, {
      at: '/x?id=inst-1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    answerSections(testInstance());
    await person.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Configure Fraud graph' })).toBeVisible();
  });

  describe('name', () => {
    it('renames, sending only the name, and shows a refusal in place', async () => {
      const { user: person } = renderScreen(testInstance());
      server.use(
        refuse(
          instanceRoutes.updateInfo,
          codes.refused,
          'You already have an instance with this name.',
          {
            name: 'api.invalid-value',
          },
        ),
      );
      const card = await section('Name');
      const name = within(card).getByRole('textbox', { name: 'Instance name' });
      const save = within(card).getByRole('button', { name: 'Save name' });
      expect(save).toBeDisabled();
      await person.clear(name);
      await person.type(name, 'Orders graph');
      await person.click(save);
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveValue('Orders graph');
      const sent: unknown[] = [];
      server.use(
        answer(instanceRoutes.updateInfo, (body) => {
          sent.push(body);
          return testInstance({ name: body.name });
        }),
      );
      await person.click(save);
      await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1', name: 'Orders graph' }]));
    });
  });

  describe('network', () => {
    it('says before saving that a new port restarts a running instance, and sends only the port', async () => {
      const sent: unknown[] = [];
      server.use(
        answer(instanceRoutes.updateNetwork, (body) => {
          sent.push(body);
          return acceptedOf('inst-1', 'configure', 'UPDATING', 'RUNNING');
        }),
      );
      const { user: person } = renderScreen(testInstance());
      const card = await section('Network');
      const port = within(card).getByRole('textbox', { name: 'Listening port' });
      expect(within(card).queryByText('Saving restarts the instance')).toBeNull();
      await person.clear(port);
      await person.type(port, '60100');
      expect(within(card).getByText('Saving restarts the instance')).toBeVisible();
      await person.click(within(card).getByRole('button', { name: 'Save and restart' }));
      await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1', port: 60100 }]));
    });

    it('refuses a port out of range and a bad address in place, sending nothing', async () => {
      const { user: person } = renderScreen(testInstance({ status: 'STOPPED' }));
      const card = await section('Network');
      const port = within(card).getByRole('textbox', { name: 'Listening port' });
      await person.clear(port);
      await person.type(port, '70000');
      // A stopped instance does not restart: no warning.
      expect(within(card).queryByText('Saving restarts the instance')).toBeNull();
      await person.click(within(card).getByRole('button', { name: 'Save network' }));
      await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
      expect(port).toHaveAccessibleDescription(/60000 to 65535/);
    });

    it('sends only the allowed IPs when only they changed, and shows a refused row in place', async () => {
      const sent: unknown[] = [];
      server.use(
        refuse(instanceRoutes.updateNetwork, codes.refused, 'Some fields are not valid.', {
          'allowedIps.1.ip': 'validation.instance.allowed-ip-duplicate',
        }),
      );
      const { user: person } = renderScreen(testInstance());
      const card = await section('Network');
      await person.click(within(card).getByRole('button', { name: 'Add an address' }));
      await person.type(within(card).getByRole('textbox', { name: 'Allowed IP 2' }), '192.168.1.7');
      await person.click(within(card).getByRole('button', { name: 'Save network' }));
      const row = within(card).getByRole('textbox', { name: 'Allowed IP 2' });
      await waitFor(() => expect(row).toHaveAttribute('aria-invalid', 'true'));
      server.use(
        answer(instanceRoutes.updateNetwork, (body) => {
          sent.push(body);
          return acceptedOf('inst-1', 'configure', 'UPDATING', 'RUNNING');
        }),
      );
      await person.clear(row);
      await person.type(row, '192.168.1.8');
      await person.click(within(card).getByRole('button', { name: 'Save network' }));
      await waitFor(() =>
        expect(sent).toEqual([
          {
            instanceId: 'inst-1',
            allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }, { ip: '192.168.1.8' }],
          },
        ]),
      );
    });

    it('shows the port of a Shared instance as fixed', async () => {
      renderScreen(instanceOf());
      const card = await section('Network');
      expect(within(card).queryByRole('textbox', { name: 'Listening port' })).toBeNull();
      expect(within(card).getByText('60061 (fixed for Shared instances)')).toBeVisible();
    });

    it('is disabled with the reason while an operation runs', async () => {
      renderScreen(testInstance({ status: 'UPDATING' }));
      const card = await section('Network');
      expect(
        within(card).getByText('An operation is in progress (Updating): wait until it finishes.'),
      ).toBeVisible();
      expect(within(card).getByRole('textbox', { name: 'Listening port' })).toBeDisabled();
    });
  });

  describe('server settings', () => {
    it('sends only the setting that changed, and refuses a threshold out of range in place', async () => {
      const sent: unknown[] = [];
      server.use(
        answer(instanceRoutes.updateServer, (body) => {
          sent.push(body);
          return acceptedOf('inst-1', 'configure', 'UPDATING', 'RUNNING');
        }),
      );
      const { user: person } = renderScreen(testInstance());
      const card = await section('Server settings');
      const threshold = within(card).getByRole('textbox', { name: 'Memory threshold (%)' });
      await person.clear(threshold);
      await person.type(threshold, '95');
      await person.click(within(card).getByRole('button', { name: 'Save server settings' }));
      await waitFor(() => expect(threshold).toHaveAttribute('aria-invalid', 'true'));
      expect(sent).toEqual([]);
      await person.clear(threshold);
      await person.type(threshold, '85');
      await person.click(within(card).getByRole('combobox', { name: 'Log level' }));
      await person.click(await screen.findByRole('option', { name: '4 · DEBUG' }));
      await person.click(within(card).getByRole('button', { name: 'Save server settings' }));
      await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1', logLevel: 4 }]));
    });
  });

  describe('size', () => {
    it('is disabled with the reason while the instance runs', async () => {
      renderScreen(testInstance());
      const card = await section('Size');
      expect(within(card).getByText('Stop the instance before changing its size.')).toBeVisible();
      const radios = await within(card).findAllByRole('radio');
      for (const radio of radios) expect(radio).toBeDisabled();
    });

    it('shows the 80% rule passing for a larger size, with its price, then changes it', async () => {
      const sent: unknown[] = [];
      server.use(
        answer(catalogue.sellPrice, (query) => {
          expect(query).toMatchObject({ sizeId: 'standard-8c32g', storageGb: '64' });
          return {
            hourlyPriceMicros: 2_282_000,
            monthlyEstimateMicros: 1_665_860_000,
            currency: 'USD' as const,
          };
        }),
        answer(instanceRoutes.changeSize, (body) => {
          sent.push(body);
          return acceptedOf('inst-1', 'changeSize', 'CHANGING', 'RUNNING');
        }),
        answer(billing.forecastChange, (body) => {
          expect(body).toEqual({
            action: 'changeSize',
            instanceId: 'inst-1',
            sizeId: 'standard-8c32g',
          });
          return forecastOf(8_120_000);
        }),
      );
      const { user: person } = renderScreen(testInstance({ status: 'STOPPED' }));
      const card = await section('Size');
      await person.click(await within(card).findByRole('radio', { name: 'Standard 8 vCPU' }));
      const memory = within(card).getByRole('meter', { name: 'Memory the graph needs' });
      expect(memory).toHaveAttribute('aria-valuetext', '6 GiB of 32 GiB (18.8%)');
      expect(
        within(card).getByText('Standard 8 vCPU fits: memory and disk use are below 80% of it.'),
      ).toBeVisible();
      expect((await within(card).findAllByText(/\$2\.2820/))[0]).toBeVisible();
      await person.click(within(card).getByRole('button', { name: 'Change size' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Change the size to Standard 8 vCPU?',
      });
      expect(dialog).toHaveTextContent(/then starts by itself/);
      expect(dialog).toHaveTextContent(/\$2\.2820/);
      expect(await within(dialog).findByTestId('forecast-delta')).toHaveTextContent(
        "This month's forecast: $52.10 → $60.22 (+$8.12)",
      );
      await person.click(within(dialog).getByRole('button', { name: 'Change size' }));
      await waitFor(() =>
        expect(sent).toEqual([{ instanceId: 'inst-1', sizeId: 'standard-8c32g' }]),
      );
    });

    it('shows the 80% rule failing for a size too small, and offers no change', async () => {
      server.use(
        answer(catalogue.sellPrice, {
          hourlyPriceMicros: 570_000,
          monthlyEstimateMicros: 416_100_000,
          currency: 'USD',
        }),
      );
      const { user: person } = renderScreen(testInstance({ status: 'STOPPED' }));
      const card = await section('Size');
      await person.click(await within(card).findByRole('radio', { name: 'Standard 2 vCPU' }));
      // 6 GiB needed of 8 GiB is 75%: under 80%. Disk 10 GiB of 50 GB (storage never shrinks): fits.
      expect(within(card).getByText(/Standard 2 vCPU fits/)).toBeVisible();
    });

    it('says a size is too small when the use reaches 80%', async () => {
      server.use(
        answer(catalogue.sellPrice, {
          hourlyPriceMicros: 570_000,
          monthlyEstimateMicros: 416_100_000,
          currency: 'USD',
        }),
      );
      const { user: person } = renderScreen(testInstance({ status: 'STOPPED' }), {
        use: { memoryBytes: Math.round(6.4 * GiB), diskBytes: GiB },
      });
      const card = await section('Size');
      await person.click(await within(card).findByRole('radio', { name: 'Standard 2 vCPU' }));
      expect(
        within(card).getByText(
          /Standard 2 vCPU is too small: memory and disk use must be below 80%/,
        ),
      ).toBeVisible();
      expect(within(card).getByRole('meter', { name: 'Memory the graph needs' })).toBeVisible();
      expect(within(card).getByRole('button', { name: 'Change size' })).toBeDisabled();
    });

    it('shows the size of a Shared instance as fixed and free, and asks for no sizes', async () => {
      renderScreen(instanceOf({ hourlyPriceMicros: 0, listHourlyPriceMicros: 610_000 }));
      const card = await section('Size');
      expect(within(card).getByText(/size of a Shared instance is fixed/)).toBeVisible();
      expect(within(card).getByText(/^Current size:/).parentElement).toHaveTextContent(
        /^Current size: Shared 2 vCPU 8 GB, 40 GB storage · Free \(list price \$0\.6100\/hr/,
      );
      expect(within(card).queryByRole('radio')).toBeNull();
    });
  });

  describe('storage', () => {
    it('says how long until storage can change again (the 6-hour rule), and the maximum', async () => {
      const next = new Date(Date.now() + 3 * 3_600_000 + 30_000).toISOString();
      renderScreen(testInstance({ status: 'STOPPED' }), {
        storage: extensible({
          extensible: false,
          reason: 'storageTooSoon',
          message: 'Storage changed too recently (at least 6 hours).',
          currentStorageGb: 100,
          nextChangeAt: next,
        }),
      });
      const card = await section('Storage');
      expect(
        await within(card).findByText('100 GB now; at most 1000 GB for this size.'),
      ).toBeVisible();
      expect(within(card).getByText('Storage changed less than 6 hours ago')).toBeVisible();
      expect(within(card).getByText(/in 3 h 1 min\.$/)).toBeVisible();
      expect(within(card).getByRole('textbox', { name: 'New storage (GB)' })).toBeDisabled();
    });

    it('says when storage is at its maximum', async () => {
      renderScreen(testInstance({ status: 'STOPPED', storageGb: 1000 }), {
        storage: extensible({
          extensible: false,
          reason: 'storageMax',
          message: 'Storage has reached its maximum.',
          currentStorageGb: 1000,
        }),
      });
      const card = await section('Storage');
      expect(
        await within(card).findByText(/Storage is at its maximum for this size, 1000 GB/),
      ).toBeVisible();
    });

    it('prices a larger amount, refuses one out of bounds, then grows it', async () => {
      const sent: unknown[] = [];
      server.use(
        answer(instanceRoutes.extendPrice, (query) => ({
          storageGb: Number(query.storageGb),
          hourlyPriceMicros: 1_160_550,
          monthlyEstimateMicros: 847_201_500,
          currentHourlyPriceMicros: 1_140_000,
        })),
        answer(instanceRoutes.extendStorage, (body) => {
          sent.push(body);
          return acceptedOf('inst-1', 'changeStorage', 'EXTENDING', 'RUNNING');
        }),
        answer(billing.forecastChange, (body) =>
          forecastOf(body.action === 'changeStorage' && body.storageGb === 200 ? 8_220_000 : 0),
        ),
      );
      const { user: person } = renderScreen(testInstance());
      const card = await section('Storage');
      const amount = await within(card).findByRole('textbox', { name: 'New storage (GB)' });
      expect(amount).toHaveAccessibleDescription('A whole number from 51 to 1000.');
      await person.type(amount, '50');
      await person.click(within(card).getByRole('button', { name: 'Grow storage' }));
      await waitFor(() => expect(amount).toHaveAccessibleDescription(/must be larger than 50 GB/));
      await person.clear(amount);
      await person.type(amount, '200');
      expect((await within(card).findAllByText(/\$1\.1606/))[0]).toBeVisible();
      expect(await within(card).findByTestId('forecast-delta')).toHaveTextContent(
        "This month's forecast: $52.10 → $60.32 (+$8.22)",
      );
      await person.click(within(card).getByRole('button', { name: 'Grow storage' }));
      await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1', storageGb: 200 }]));
    });

    it('shows the storage of a Shared instance as fixed', async () => {
      renderScreen(instanceOf());
      expect(await screen.findByText('40 GB, fixed for Shared instances.')).toBeVisible();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { vpc } from '../../data/vpc/endpoints.ts';
import { answer, refuse, server, type AnswerData, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { withTableLayout } from '../../../test/instances.ts';
import { routePaths } from '../../lib/brand.ts';
import { VpcNetworkScreen } from './vpc-network-screen.tsx';
import { VpcConfigureScreen } from './vpc-configure-screen.tsx';

type Networks = AnswerData<typeof vpc.networks>;
type RegionNetwork = Networks['items'][number];

const defaults = { vpcCidr: '10.0.0.0/16', subnetCidr: '10.0.0.0/20', publicAccess: true };

const regionOf = (overrides: Partial<RegionNetwork> = {}): RegionNetwork => ({
  vendor: 'aws',
  vendorName: 'Amazon Web Services',
  region: 'us-east-1',
  location: 'US East (N. Virginia)',
  ...defaults,
  revision: 0,
  updatedAt: null,
  updatedBy: null,
  instances: { current: 3, earlier: 0 },
  ...overrides,
});

const networks = (items: RegionNetwork[] = []): Networks => ({
  defaults,
  items: [
    regionOf(),
    regionOf({
      vendor: 'gcp',
      vendorName: 'Google Cloud',
      region: 'europe-west1',
      location: 'Belgium',
      vpcCidr: '10.40.0.0/16',
      subnetCidr: '10.40.8.0/22',
      publicAccess: false,
      revision: 2,
      updatedAt: '2026-11-21T09:00:00.000Z',
      updatedBy: 'ops@quiver.dev',
      instances: { current: 1, earlier: 4 },
    }),
    ...items,
  ],
});

const configureAt = (vendor: string, region: string) =>
  `${routePaths.vpcNetworkConfigure}?vendor=${vendor}&region=${region}`;

describe('VPC network overview', () => {
  withTableLayout();

  it("lists every region's network, what runs on it, and a way to configure each", async () => {
    server.use(answer(vpc.networks, networks()));
    renderWithProviders(<VpcNetworkScreen />, { at: routePaths.vpcNetwork });
    const table = await screen.findByRole('table', { name: 'Networks by region' });
    const [aws, gcp] = within(table).getAllByRole('row').slice(1);
    if (aws === undefined || gcp === undefined) throw new Error('rows missing');
    expect(within(aws).getByText('US East (N. Virginia)')).toBeVisible();
    expect(within(aws).getByText('Provider defaults')).toBeVisible();
    expect(within(aws).getByText('Internet')).toBeVisible();
    expect(within(gcp).getByText('10.40.8.0/22')).toBeVisible();
    expect(within(gcp).getByText('Private only')).toBeVisible();
    expect(within(gcp).getByText('Revision 2')).toBeVisible();
    expect(within(gcp).getByText('1 current · 4 earlier')).toBeVisible();
    expect(
      within(gcp).getByRole('link', { name: 'Configure Belgium (Google Cloud)' }),
    ).toHaveAttribute('href', configureAt('gcp', 'europe-west1'));
  });

  it("shows the server's refusal in place (a customer is refused by the server too)", async () => {
    server.use(refuse(vpc.networks, codes.refused, 'Only provider staff may do this.'));
    renderWithProviders(<VpcNetworkScreen />, { at: routePaths.vpcNetwork });
    expect(await screen.findByText('Only provider staff may do this.')).toBeVisible();
  });
});

describe('VPC network configuration', () => {
  it('asks for a region first, and keeps the chosen one in the address', async () => {
    server.use(answer(vpc.networks, networks()));
    const { user, router } = renderWithProviders(<VpcConfigureScreen />, {
      at: routePaths.vpcNetworkConfigure,
    });
    expect(await screen.findByText('Choose a region to see and change its network.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(
      await screen.findByRole('option', { name: 'Google Cloud · Belgium (europe-west1)' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?vendor=gcp&region=europe-west1'),
    );
    expect(await screen.findByRole('textbox', { name: 'VPC block (CIDR)' })).toHaveValue(
      '10.40.0.0/16',
    );
    expect(screen.getByRole('checkbox', { name: 'Reachable from the internet' })).not.toBeChecked();
    expect(
      screen.getByText('Revision 2, saved by ops@quiver.dev on', { exact: false }),
    ).toBeVisible();
  });

  it('checks the blocks as typed, then saves the region from the revision it was read at', async () => {
    const sent: SentParams<typeof vpc.updateNetwork>[] = [];
    server.use(
      answer(vpc.networks, networks()),
      answer(vpc.updateNetwork, (body) => {
        sent.push(body);
        return regionOf({
          vpcCidr: String(body.vpcCidr),
          subnetCidr: String(body.subnetCidr),
          publicAccess: body.publicAccess === true,
          revision: 1,
          updatedAt: '2026-11-22T10:00:00.000Z',
          updatedBy: 'ops@quiver.dev',
          instances: { current: 0, earlier: 3 },
        });
      }),
    );
    const { user } = renderWithProviders(<VpcConfigureScreen />, {
      at: configureAt('aws', 'us-east-1'),
    });
    const vpcField = await screen.findByRole('textbox', { name: 'VPC block (CIDR)' });
    const subnet = screen.getByRole('textbox', { name: 'Subnet (CIDR)' });
    expect(
      screen.getByText(
        'Saving applies to instances created from now on. The 3 instances of this region keep the network they were created with.',
      ),
    ).toBeVisible();
    await user.clear(vpcField);
    await user.type(vpcField, '10.20.0.0/16');
    await user.clear(subnet);
    await user.type(subnet, '10.30.0.0/24');
    await user.click(screen.getByRole('checkbox', { name: 'Reachable from the internet' }));
    await user.click(screen.getByRole('button', { name: 'Save network' }));
    expect(await screen.findByText('The subnet must lie inside the VPC block.')).toBeVisible();
    expect(subnet).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(subnet);
    await user.type(subnet, '10.20.4.0/22');
    await user.click(screen.getByRole('button', { name: 'Save network' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          vendor: 'aws',
          region: 'us-east-1',
          revision: 0,
          vpcCidr: '10.20.0.0/16',
          subnetCidr: '10.20.4.0/22',
          publicAccess: false,
        },
      ]),
    );
    expect(
      await screen.findByText('The network of US East (N. Virginia) is saved as revision 1.'),
    ).toBeVisible();
  });

  it("shows the server's field refusal in place, and a save from a replaced revision with a way to reload", async () => {
    let listed = 0;
    server.use(
      answer(vpc.networks, () => {
        listed += 1;
        return networks();
      }),
      refuse(vpc.updateNetwork, codes.refused, 'Some fields are not valid.', {
        vpcCidr: 'validation.vpc.cidr-not-private',
      }),
    );
    const { user } = renderWithProviders(<VpcConfigureScreen />, {
      at: configureAt('aws', 'us-east-1'),
    });
    const subnet = await screen.findByRole('textbox', { name: 'Subnet (CIDR)' });
    await user.clear(subnet);
    await user.type(subnet, '10.0.16.0/20');
    await user.click(screen.getByRole('button', { name: 'Save network' }));
    expect(
      await screen.findByText(
        'Use a private range: inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16.',
      ),
    ).toBeVisible();

    server.use(
      refuse(
        vpc.updateNetwork,
        codes.refused,
        "Someone changed this region's network since you opened it: reload to see the change, then try again.",
        undefined,
        'vpcNetworkChanged',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save network' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Someone changed this region's network since you opened it",
    );
    const before = listed;
    await user.click(screen.getByRole('button', { name: 'Load the current settings' }));
    await waitFor(() => expect(listed).toBe(before + 1));
  });

  it('says so when the address names a region the catalogue lacks', async () => {
    server.use(answer(vpc.networks, networks()));
    renderWithProviders(<VpcConfigureScreen />, { at: configureAt('aws', 'mars-1') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue has no region aws/mars-1.',
    );
  });
});

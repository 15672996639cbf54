import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { answer, refuse, server } from '../../../test/server.ts';
import { routePaths } from '../../lib/brand.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { BlazeCreateScreen } from './blaze-create-screen.tsx';
import type { CreateValues } from './create-form.ts';
import {
  catalogueAnswers,
  createdInstance,
  sessionWithDraft,
  standardValues,
} from './test-fixtures.ts';

const rootPassword = 'Graph#Root1';

/** The wizard on its review: the draft's steps done, the password typed on the Account step. */
async function openReview(values: CreateValues = standardValues()) {
  server.use(...catalogueAnswers());
  const view = renderWithProviders(<BlazeCreateScreen />, {
    at: routePaths.blazeAccount,
    session: sessionWithDraft(memoryBackend(), values),
  });
  await view.user.type(
    await screen.findByLabelText('Root password', { selector: 'input' }),
    rootPassword,
  );
  await view.user.type(
    screen.getByLabelText('Confirm root password', { selector: 'input' }),
    rootPassword,
  );
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Review', level: 2 });
  return view;
}

const start = () => screen.getByRole('button', { name: 'Start' });

describe('create wizard, Review step', () => {
  it('shows every part with an Edit button back to its step, and the live price', async () => {
    const { user, router } = await openReview();
    const review = (title: string) => screen.getByRole('region', { name: title });
    expect(await within(review('Instance')).findByText('Standard')).toBeVisible();
    expect(await within(review('Instance')).findByText('Amazon Web Services')).toBeVisible();
    expect(await within(review('Instance')).findByText('Europe (Ireland)')).toBeVisible();
    expect(within(review('Settings')).getByText('orders-graph')).toBeVisible();
    expect(within(review('Settings')).getByText('10.0.0.0/24')).toBeVisible();
    expect(within(review('Settings')).getByText('3 · INFO')).toBeVisible();
    expect(within(review('Account')).getByText('Set (not shown)')).toBeVisible();
    expect(screen.queryByText(rootPassword)).toBeNull();

    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('$1.1400/hr')).toBeVisible();
    // The month is the hourly price x 730 (DECISIONS.md "Money").
    expect(within(price).getByText('$832.20')).toBeVisible();
    // What it does to this month's forecast: $1.14/hr for the month's 398.9 hours left.
    expect(await screen.findByTestId('forecast-delta')).toHaveTextContent(
      "This month's forecast: $52.10 → $506.87 (+$454.77)",
    );

    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeSetting));
    await user.clear(await screen.findByRole('textbox', { name: 'Instance name' }));
    await user.type(screen.getByRole('textbox', { name: 'Instance name' }), 'renamed');
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeReview));
    const settings = await screen.findByRole('region', { name: 'Settings' });
    expect(within(settings).getByText('renamed')).toBeVisible();
    // The review's URL comes a render after the press: the focus waits for it, on Edit Settings.
    await waitFor(() =>
      expect(within(settings).getByRole('button', { name: 'Edit Settings' })).toHaveFocus(),
    );
  });

  it('shows the free tier as $0 with its list price beside it', async () => {
    await openReview(
      standardValues({
        edition: 'shared',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'shared-2c8g',
        port: '60061',
      }),
    );
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('Free tier (list price $0.6100/hr)')).toBeVisible();
    expect(within(price).getByText('(list price $445.30)')).toBeVisible();
    expect(within(price).getByText('$0.00')).toBeVisible();
    // Not "billed for its storage only" when stopped: nothing is billed at all.
    expect(
      within(price).getByText('The free instance costs nothing, running or stopped.'),
    ).toBeVisible();
    expect(within(price).queryByText(/billed for its storage/)).not.toBeInTheDocument();
    // A change that costs nothing says the forecast stays, not "$52.10 → $52.10 ($0.00)".
    expect(await screen.findByTestId('forecast-delta')).toHaveTextContent(
      "This month's forecast: $52.10, unchanged",
    );
  });

  it('when the region is sold out, says so and sends a capacity request', async () => {
    const applied: unknown[] = [];
    server.use(
      answer(instance.stockCheck, {
        available: false,
        reason: 'soldOut',
        message: 'Instance sold out in this region: choose another region or submit a request.',
      }),
      answer(instance.applyForCapacity, (body) => {
        applied.push(body);
        return { requestId: 'req-1', submittedAt: '2026-11-22T10:00:00.000Z' };
      }),
    );
    const { user } = await openReview();
    await user.click(start());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Instance sold out in this region: choose another region or submit a request.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Submit a request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request capacity' });
    expect(dialog).toHaveTextContent('Ask us for capacity in Europe (Ireland).');
    const quantity = within(dialog).getByRole('textbox', { name: 'Number of instances' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      'By Friday',
    );
    // By keyboard: the pressed button goes with the form it sends.
    within(dialog).getByRole('button', { name: 'Send request' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Request sent')).toBeVisible();
    // The focus is not left to the dialog's box: it is on Done, which the sent message describes.
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveAccessibleDescription(/^Success: Request sent We received your request/);
    expect(applied).toEqual([
      {
        vendor: 'aws',
        region: 'eu-west-1',
        sizeId: 'standard-4c16g',
        quantity: 2,
        message: 'By Friday',
      },
    ]);
  });

  it('asks for a payment method when the server wants one, says why a card is declined, then creates', async () => {
    // As the server answers: no card on file → 'startNoPayment'; the declining test card → refused.
    server.use(
      answer(instance.stockCheck, { available: true }),
      refuse(
        instance.create,
        codes.refused,
        'Failed to start the instance, check the payment method.',
        undefined,
        'startNoPayment',
      ),
      refuse(
        instance.pay,
        codes.refused,
        'The card was declined: use another card.',
        undefined,
        'paymentDeclined',
      ),
    );
    const { user, router } = await openReview();
    await user.click(start());

    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    const type = async (label: string, text: string) =>
      user.type(within(dialog).getByRole('textbox', { name: label }), text);
    await type('Name on card', 'Ada Lovelace');
    await type('Card number', '4000 0000 0000 0002');
    await type('Expiry month (MM)', '12');
    await type('Expiry year (YYYY)', '2030');
    await type('Security code (CVC)', '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card and start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The card was declined: use another card.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name on card' })).toHaveValue(
      'Ada Lovelace',
    );

    // A good card is kept, and the create that follows goes through.
    const paid: unknown[] = [];
    const created: unknown[] = [];
    server.use(
      answer(instance.pay, (body) => {
        paid.push(body);
        return {
          paymentMethod: { id: 'pm-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
        };
      }),
      answer(instance.create, (body) => {
        created.push(body);
        return createdInstance(body);
      }),
    );
    const number = within(dialog).getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card and start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeDetail));
    expect(router.state.location.search).toBe('?id=6f1c0d3e-2a55-4b7e-9f59-3b0c7e7f1a10');
    expect(paid).toEqual([
      {
        paymentMethod: {
          type: 'card',
          holderName: 'Ada Lovelace',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        },
      },
    ]);
    expect(created).toEqual([
      {
        edition: 'standard',
        vendor: 'aws',
        region: 'eu-west-1',
        sizeId: 'standard-4c16g',
        version: 'blaze-4.5.2',
        name: 'orders-graph',
        port: 60100,
        allowedIps: [{ ip: '10.0.0.0/24', description: 'Office' }],
        memoryThreshold: 80,
        logLevel: 3,
        nodeIdCache: 0,
        shortUuid: false,
        rootPassword,
      },
    ]);
  });

  it("shows the server's refusal of a second free instance in place", async () => {
    server.use(
      answer(instance.stockCheck, { available: true }),
      refuse(
        instance.create,
        codes.refused,
        'Only one free instance or cluster per account.',
        undefined,
        'oneFreePerAccount',
      ),
    );
    const { user, router } = await openReview(
      standardValues({
        edition: 'shared',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'shared-2c8g',
        port: '60061',
      }),
    );
    await user.click(start());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only one free instance or cluster per account.',
    );
    expect(router.state.location.pathname).toBe(routePaths.blazeReview);
  });

  it('takes the user to the field the server refused, with its message', async () => {
    server.use(
      answer(instance.stockCheck, { available: true }),
      refuse(
        instance.create,
        codes.refused,
        'You already have an instance with this name.',
        { name: 'api.invalid-value' },
        'instanceNameTaken',
      ),
    );
    const { user, router } = await openReview();
    await user.click(start());
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeSetting));
    const name = await screen.findByRole('textbox', { name: 'Instance name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/This value is not valid\./);
    expect(name).toHaveValue('orders-graph');
  });
});

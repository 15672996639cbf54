import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Amount } from '../amount/amount.tsx';
import { EditionCard, type EditionCardProps } from './edition-card.tsx';

// The catalogue of spec section 9; monthly estimates are hourly × 730 (DECISIONS.md "Money").
// Without onSelect: the stories' args carry a spy for it.
type Edition = Omit<EditionCardProps, 'onSelect'>;

const shared: Edition = {
  title: 'Shared',
  tips: 'Learn and prototype on a small shared instance.',
  info: [
    { name: 'vCPU', value: '2' },
    { name: 'Memory', value: '8 GB' },
    { name: 'Storage', value: '40 GB' },
  ],
  features: ['One per account', 'Fixed region, size and port', 'Sample graphs included'],
  priceText: <Amount value={610_000} kind="unit-price" />,
  priceTip: (
    <>
      about <Amount value={445_300_000} />
      /month
    </>
  ),
};

const standard: Edition = {
  title: 'Standard',
  tips: 'Dedicated resources for production graphs.',
  info: [
    { name: 'vCPU', value: 'up to 192' },
    { name: 'Memory', value: 'up to 2 TB' },
    { name: 'Storage', value: 'up to 4 TB' },
  ],
  features: ['Choose region and size', 'Backups and recovery', 'Billed per second'],
  priceText: <Amount value={1_140_000} kind="unit-price" />,
  priceTip: (
    <>
      about <Amount value={832_200_000} />
      /month
    </>
  ),
};

const enterprise: Edition = {
  title: 'Enterprise',
  tips: 'Unlimited resources and a dedicated team.',
  info: [{ name: 'Resources', value: 'unlimited' }],
  features: ['Custom deployment', 'Support agreement'],
  contactUs: true,
  contactHref: 'mailto:sales@quiver.dev',
};

const meta = {
  title: 'Domain/EditionCard',
  component: EditionCard,
  args: { ...standard, onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'One edition of the catalogue: title, tips, vCPU / memory / storage, features, price and price tip, and a button. Enterprise is contact-only: "Contact us" instead of a price, and the button links to sales.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Standard' })).toBeVisible();
    await expect(canvas.getByText('$1.1400/hr')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Shared: Story = { args: shared };

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Selected' })).toBeVisible();
  },
};

const soldOutReason =
  'Instance sold out in this region: choose another region or submit a request.';

/**
 * Refused (`disabled` with `disabledReason`): the button stays in the Tab order, announced unavailable
 * (`aria-disabled`) with the reason as its description, and pressing it does nothing.
 */
export const SoldOut: Story = {
  args: { disabled: true, disabledReason: soldOutReason },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Select' });
    // At rest it looks as a disabled button did (the label's contrast is exempt while inactive).
    await expect(getComputedStyle(button).opacity).toBe('0.5');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(soldOutReason);
    // Full strength while focused: a faded focus ring would fall below 3:1.
    await expect(getComputedStyle(button).opacity).toBe('1');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const EnterpriseContactUs: Story = {
  args: enterprise,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Contact us')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@quiver.dev',
    );
  },
};

export const EnterpriseWebPage: Story = {
  args: { ...enterprise, contactHref: 'https://quiver.dev/contact' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact us' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The three editions side by side, one selected, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  decorators: [],
  render: () => (
    <BothThemes className="flex-col">
      <div className="grid grid-cols-3 gap-4" style={{ width: 900 }}>
        <EditionCard {...shared} />
        <EditionCard {...standard} selected />
        <EditionCard {...enterprise} />
      </div>
    </BothThemes>
  ),
};

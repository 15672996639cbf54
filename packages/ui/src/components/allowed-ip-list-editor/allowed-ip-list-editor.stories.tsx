import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { AllowedIpListEditor } from './allowed-ip-list-editor.tsx';

const meta = {
  title: 'Domain/AllowedIpListEditor',
  component: AllowedIpListEditor,
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The allowed inbound IPs of an instance: an address (`10.0.0.1`), a range (`10.0.0.1-10.0.0.9`) or a CIDR block (`10.0.0.0/24`), each with an optional description. Rows are checked with `allowedIpList` from `@quiver/validation`; errors appear in place once a field is left (or all at once with `showAllErrors` after a submit) and come through `translate`.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 640px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AllowedIpListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithEntries: Story = {
  args: {
    defaultValue: [
      { ip: '203.0.113.7', description: 'Office' },
      { ip: '198.51.100.0/24', description: 'VPN exit nodes' },
      { ip: '192.0.2.10-192.0.2.20', description: '' },
    ],
  },
};

export const AddAndRemove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add IP address' }));
    const first = await canvas.findByRole('textbox', { name: 'IP address 1' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('10.0.0.0/24');
    await userEvent.tab();
    await userEvent.keyboard('Office');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      { ip: '10.0.0.0/24', description: 'Office' },
    ]);
    // Keyboard only: Tab to the remove button, Enter removes, focus lands on Add.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove IP address 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add IP address' })).toHaveFocus(),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const InvalidAfterBlur: Story = {
  args: { defaultValue: [{ ip: '', description: '' }] },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'IP address 1' });
    await userEvent.click(field);
    await userEvent.keyboard('10.0.0.9-10.0.0.1');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/must start at or before its end/);
  },
};

export const Duplicate: Story = {
  args: {
    showAllErrors: true,
    defaultValue: [
      { ip: '10.0.0.0/24', description: 'Office' },
      { ip: '10.0.0.0-10.0.0.255', description: 'Same network, written as a range' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IP address 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByRole('textbox', { name: 'IP address 2' })).toHaveAccessibleDescription(
      /repeats an earlier one/,
    );
  },
};

export const DescriptionWithoutIp: Story = {
  args: { showAllErrors: true, defaultValue: [{ ip: '', description: 'Home office' }] },
};

export const ServerError: Story = {
  args: {
    defaultValue: [{ ip: '10.0.0.1', description: '' }],
    serverErrors: { '0.ip': 'validation.instance.allowed-ip-duplicate' },
  },
};

export const AtLimit: Story = {
  args: {
    maxRows: 2,
    defaultValue: [
      { ip: '10.0.0.1', description: '' },
      { ip: '10.0.0.2', description: '' },
    ],
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [{ ip: '10.0.0.1', description: 'Office' }] },
};

/** Valid rows, errors and the empty state, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes className="flex-col">
      <AllowedIpListEditor
        showAllErrors
        defaultValue={[
          { ip: '203.0.113.7', description: 'Office' },
          { ip: '203.0.113.7/32', description: 'Duplicate' },
          { ip: '10.0.0.300', description: '' },
          { ip: '', description: 'No IP' },
        ]}
      />
      <AllowedIpListEditor />
    </BothThemes>
  ),
};

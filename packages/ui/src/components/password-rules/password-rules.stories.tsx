import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Input } from '../input/input.tsx';
import { PasswordRules, type PasswordRulesProps } from './password-rules.tsx';

const meta = {
  title: 'Domain/PasswordRules',
  component: PasswordRules,
  args: { password: '', email: 'ada@example.com', confirmation: '' },
  parameters: {
    docs: {
      description: {
        component:
          'A live checklist of the account-password rules: 8 to 64 printable ASCII characters, at least 3 of 4 character classes, not the e-mail, confirmation equal. Point the password field\'s `aria-describedby` at it. Each rule says "met"/"not met" to screen readers and changes are announced politely. `showErrors` turns unmet rules red after a failed submit.',
      },
    },
  },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = {};
export const PartlyMet: Story = { args: { password: 'abcdefgh' } };
export const AllMet: Story = {
  args: { password: 'Graph-2026', confirmation: 'Graph-2026' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-met="false"]')).toHaveLength(0);
  },
};
export const SameAsEmail: Story = {
  args: { password: 'Ada@Example.com1', email: 'ada@example.com1' },
};
export const NonAsciiCharacter: Story = { args: { password: 'Pässwort-1' } };
export const AfterFailedSubmit: Story = { args: { password: 'abc', showErrors: true } };
export const WithoutConfirmation: Story = {
  args: { password: 'Graph-2026', confirmation: undefined },
};

function LiveForm(args: PasswordRulesProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const rulesId = useId();
  return (
    <div className="flex w-80 flex-col gap-3">
      <label htmlFor={`${rulesId}-password`} className="text-sm font-medium">
        New password
      </label>
      <Input
        id={`${rulesId}-password`}
        type="password"
        value={password}
        aria-describedby={rulesId}
        onChange={(event) => setPassword(event.target.value)}
      />
      <label htmlFor={`${rulesId}-confirm`} className="text-sm font-medium">
        Confirm password
      </label>
      <Input
        id={`${rulesId}-confirm`}
        type="password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <PasswordRules {...args} id={rulesId} password={password} confirmation={confirmation} />
    </div>
  );
}

/** Typing ticks the rules one by one; only the changes are announced. */
export const LiveChecklist: Story = {
  render: (args) => <LiveForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('New password');
    await userEvent.click(password);
    await userEvent.keyboard('graphdb!');
    const rule = (name: RegExp) =>
      canvas.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''));
    await expect(rule(/8 to 64/)).toHaveAttribute('data-met', 'true');
    await expect(rule(/At least 3/)).toHaveAttribute('data-met', 'false');
    await userEvent.keyboard('A');
    await expect(rule(/At least 3/)).toHaveAttribute('data-met', 'true');
    await userEvent.tab();
    await userEvent.keyboard('graphdb!A');
    await expect(rule(/match/)).toHaveTextContent('Both passwords match: met');
    await expect(canvas.getByText('All password requirements are met.')).toBeInTheDocument();
  },
};

/** Neutral, partly met, errors and all met, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <div className="grid grid-cols-2 gap-6">
        <PasswordRules title="Empty" password="" confirmation="" />
        <PasswordRules title="Partly met" password="abcdefgh" confirmation="" />
        <PasswordRules title="Errors" password="abc" confirmation="" showErrors />
        <PasswordRules title="All met" password="Graph-2026" confirmation="Graph-2026" />
      </div>
    </BothThemes>
  ),
};

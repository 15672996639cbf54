import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import { Callout, calloutToneOptions } from './callout.tsx';

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  args: {
    tone: 'info',
    title: 'Backups run every night',
    children: 'The last seven nightly backups are kept. Create a tagged backup to keep one longer.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'An inline message beside what it is about: info, success, warning or danger, with an optional title and action. Screen readers hear the tone as a word first (`toneLabel`). It is not a live region: add `role="alert"` when it appears because of what the user did.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 560px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector('[data-slot="callout-title"]');
    await expect(title).toHaveTextContent('Information: Backups run every night');
  },
};

/** The stock check refused the region: the message and the way forward. */
export const SoldOutWithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Sold out in this region',
    children:
      'The selected resources are currently sold out. Choose another region or submit a request.',
    action: (
      <Button variant="outline" size="sm" onClick={fn()}>
        Request capacity
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request capacity' })).toBeVisible();
  },
};

/** The resize rule, shown before the user submits. */
export const ResizeRule: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: 'Memory and disk use must stay below 80% of the new size.',
  },
  play: async ({ canvasElement }) => {
    const callout = canvasElement.querySelector('[data-slot="callout"]');
    await expect(callout).toHaveTextContent('Information: Memory and disk use must stay below');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Backup restored', children: 'The rows are back.' },
};

/** Shown after a refused action: `role="alert"` makes screen readers announce it. */
export const DangerAnnounced: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'Table Person does not exist',
    children: 'Create it first with CREATE NODE TABLE Person(name STRING, PRIMARY KEY(name)).',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Table Person does not exist');
  },
};

export const Translated: Story = {
  args: { tone: 'warning', toneLabel: '警告', title: '该区域已售罄', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="callout"]')).toHaveTextContent(
      '警告: 该区域已售罄',
    );
  },
};

export const WithoutIcon: Story = { args: { icon: null } };

/** Every tone with and without an action, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  decorators: [],
  render: () => (
    <BothThemes className="flex-col">
      <div className="flex w-[32rem] flex-col gap-3">
        {calloutToneOptions.map((tone) => (
          <Callout
            key={tone}
            tone={tone}
            title={`${tone} title`}
            action={
              tone === 'warning' ? (
                <Button variant="outline" size="sm">
                  Action
                </Button>
              ) : undefined
            }
          >
            A line of body text with a <a href="#callout">link</a>.
          </Callout>
        ))}
      </div>
    </BothThemes>
  ),
};

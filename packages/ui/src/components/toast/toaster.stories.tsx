import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { toast, toastToneOptions } from './toast-store.ts';
import { Toaster, type ToasterProps } from './toaster.tsx';

const messages = {
  success: 'Instance started.',
  error: 'Failed to start the instance, check the payment method.',
  info: 'Backup finished.',
  warning: 'Storage is almost full.',
} as const;

/** Buttons that raise each tone with `toast()`, and the Toaster they show in. */
function ToastDemo(props: ToasterProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {toastToneOptions.map((tone) => (
        <Button key={tone} variant="outline" onClick={() => toast[tone](messages[tone])}>
          Show {tone}
        </Button>
      ))}
      <Button
        variant="outline"
        onClick={() =>
          toast.info('Export ready.', { description: 'graph-01 · 1.2 GB · expires in 24 hours' })
        }
      >
        Show with description
      </Button>
      <Toaster {...props} />
    </div>
  );
}

/** Static toasts for screenshots: shown on mount and kept (no timer). */
function StaticToasts(props: ToasterProps) {
  useEffect(() => {
    for (const tone of toastToneOptions) {
      toast[tone](messages[tone], { duration: Infinity });
    }
    toast.info('Export ready.', {
      description: 'graph-01 · 1.2 GB · expires in 24 hours',
      duration: Infinity,
    });
    return () => toast.dismiss();
  }, []);
  return (
    <div className="h-[28rem]">
      <Toaster {...props} />
    </div>
  );
}

const meta = {
  title: 'Global/Toaster',
  component: Toaster,
  render: (args) => <ToastDemo {...args} />,
  // Toasts live in a module-level store: start and end every story with none.
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Notifications raised with `toast()` / `toast.success|error|info|warning()` from anywhere (spec section 9: top-centre, 400 px wide, 16 px text, closing after 5,000 ms). Built on Radix Toast: hover, focus and a background window pause the timer; each toast is announced (errors assertively); F8 focuses the toasts, Escape or the labelled close button dismisses them. Mount one `<Toaster />` at the app root.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const item = await within(region).findByText('Instance started.');
    await expect(item).toBeVisible();
    // Geometry of spec section 9: 400 px wide column, top-centre, 16 px text.
    const toastElement = item.closest('[data-slot="toast"]') as HTMLElement;
    const box = toastElement.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.min(400, window.innerWidth - 32));
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
    await expect(box.top).toBeLessThan(40);
    await expect(getComputedStyle(toastElement).fontSize).toBe('16px');
    await userEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region).queryByText('Instance started.')).toBeNull());
  },
};

export const EveryTone: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const tone of toastToneOptions) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    }
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() =>
      expect(
        Array.from(region.querySelectorAll('[data-slot="toast"]'), (node) =>
          node.getAttribute('data-tone'),
        ),
      ).toEqual([...toastToneOptions]),
    );
  },
};

/** Keyboard: F8 moves focus to the toasts, Tab reaches the close button, Enter closes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText(messages.error);
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByText(messages.error)).toBeNull());
  },
};

export const WithDescription: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show with description' }));
    await expect(await screen.findByText('graph-01 · 1.2 GB · expires in 24 hours')).toBeVisible();
  },
};

export const Translated: Story = {
  args: {
    label: 'Benachrichtigungen ({hotkey})',
    closeLabel: 'Schließen',
    toneLabels: { success: 'Erfolg', error: 'Fehler', info: 'Information', warning: 'Warnung' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    const region = screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });
    await expect(await within(region).findByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

/** Every tone, light theme: the visual-regression target. */
export const Matrix: Story = {
  render: (args) => <StaticToasts {...args} />,
  parameters: { layout: 'fullscreen' },
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(5));
  },
};

/** Every tone, dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { createMemoryStorage, type KeyValueStorage } from '../../lib/storage.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { NoticeBanner, noticePriorityOptions, type NoticeBannerProps } from './notice-banner.tsx';
import { noticeDismissalStorageKey } from './notice-dismissal.ts';
import { findUnsafeMarkup, xssPayloads } from './xss-payloads.ts';

// A fixed day, so "dismissed today" and the screenshots never depend on the clock.
const storyDay = new Date(2026, 2, 10, 9, 30);
const storyClock = () => storyDay;

/** Each mount gets its own in-memory storage (seeded if asked), so stories never leak state. */
function FreshBanner({ seed, ...props }: NoticeBannerProps & { seed?: Record<string, string> }) {
  const [storage] = useState<KeyValueStorage>(() => createMemoryStorage(seed));
  return <NoticeBanner storage={storage} now={storyClock} {...props} />;
}

const meta = {
  title: 'Global/NoticeBanner',
  component: NoticeBanner,
  render: (args) => <FreshBanner {...args} />,
  args: {
    notice: {
      title: 'Scheduled maintenance',
      priority: 'IMPORTANT',
      contents:
        'Instances in <b>eu-west-1</b> restart on Sunday between 02:00 and 03:00 UTC. <a href="https://status.quiver.example/">Status page</a>',
    },
    onClose: fn(),
    onEvent: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site-wide notice bar (spec section 2). Colour by priority; `contents` is server HTML, sanitised with an allowlist (links open in a new tab without the opener). Closing stores `{ title, date }` through `storage`, so the same title stays hidden for the rest of the local day. Emits `notice_show` and `notice_close_click` with their spm codes.',
      },
    },
  },
} satisfies Meta<typeof NoticeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {
  args: {
    notice: {
      title: 'Service disruption',
      priority: 'CRITICAL',
      contents:
        'Creating instances in <b>us-east-1</b> is failing. Running instances are not affected.',
    },
  },
};

export const Important: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Scheduled maintenance' })).toBeVisible();
    // Reported from an effect: outside a test runner's act() it runs after the first paint,
    // which can be after the play function started.
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith(
        expect.objectContaining({ eventKey: 'notice_show', spm: '101.0.0' }),
      ),
    );
    // Sanitised server HTML keeps its formatting, and its link opens safely in a new tab.
    const link = canvas.getByRole('link', { name: 'Status page' });
    await expect(link).toHaveAttribute('href', 'https://status.quiver.example/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('eu-west-1').tagName).toBe('B');
  },
};

export const Common: Story = {
  args: {
    notice: {
      title: 'New region',
      priority: 'COMMON',
      contents: 'Graph instances are now available in <a href="/regions">ap-southeast-2</a>.',
    },
  },
};

export const LongContents: Story = {
  args: {
    notice: {
      title: 'Billing change',
      priority: 'COMMON',
      contents:
        '<p>From 1 April, storage of stopped instances is billed per second instead of per hour. Running instances are not affected, and credits keep applying before payment, soonest-expiring first. Read the <a href="https://docs.quiver.example/billing">billing guide</a> for examples and the exact rounding rules.</p>',
    },
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Close with the keyboard: the record is stored for today and the click is reported. */
export const Dismiss: Story = {
  render: function Render(args) {
    const [storage] = useState(() => createMemoryStorage());
    return (
      <div>
        <NoticeBanner {...args} storage={storage} now={storyClock} />
        <output data-testid="stored">{storage.getItem(noticeDismissalStorageKey) ?? ''}</output>
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Close notice' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onEvent).toHaveBeenLastCalledWith({
      eventKey: 'notice_close_click',
      spm: '101.0.1',
      actionType: 'click',
      option: 'Scheduled maintenance',
    });
  },
};

/** The same title was closed today: nothing renders and nothing is reported. */
export const HiddenWhenDismissedToday: Story = {
  render: (args) => (
    <FreshBanner
      {...args}
      seed={{
        [noticeDismissalStorageKey]: JSON.stringify({
          title: 'Scheduled maintenance',
          date: '2026-03-10',
        }),
      }}
    />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onEvent).not.toHaveBeenCalled();
  },
};

/** Closed yesterday: shown again today. */
export const ShownAgainNextDay: Story = {
  render: (args) => (
    <FreshBanner
      {...args}
      seed={{
        [noticeDismissalStorageKey]: JSON.stringify({
          title: 'Scheduled maintenance',
          date: '2026-03-09',
        }),
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Scheduled maintenance' })).toBeVisible();
  },
};

/**
 * Every known XSS payload (xss-payloads.ts) rendered in a banner in real Chromium: the rendered
 * DOM holds only allowlisted tags and attributes, safe links, and nothing executed.
 */
const executedPayloads: unknown[][] = [];

export const SanitisesKnownXssPayloads: Story = {
  tags: ['!autodocs'],
  // The payloads call alert(); record any call instead of opening a dialog.
  beforeEach: () => {
    const original = window.alert;
    executedPayloads.length = 0;
    window.alert = (...args: unknown[]) => {
      executedPayloads.push(args);
    };
    return () => {
      window.alert = original;
    };
  },
  render: function Render() {
    return (
      <div className="flex flex-col gap-1">
        {xssPayloads.map((payload, index) => (
          <FreshBanner
            key={payload}
            notice={{ title: `Payload ${index + 1}`, priority: 'COMMON', contents: payload }}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    // The sanitiser's self-check passes in a real browser (else every banner would be empty).
    await expect(sanitizeHtml('<b onclick="x()">ok</b>')).toBe('<b>ok</b>');
    const banners = canvasElement.querySelectorAll('[data-slot="notice-banner-contents"]');
    await expect(banners).toHaveLength(xssPayloads.length);
    const problems = Array.from(banners).flatMap((contents, index) =>
      findUnsafeMarkup(contents).map((problem) => `payload ${index + 1}: ${problem}`),
    );
    await expect(problems).toEqual([]);
    // (Storybook's own iframe has a <base target="_parent">; an injected one would carry an href.)
    await expect(canvasElement.querySelector('base, meta, link, style, script')).toBeNull();
    await expect(document.querySelector('base[href], meta[http-equiv]')).toBeNull();
    const overlay = Array.from(canvasElement.querySelectorAll('*')).filter((element) =>
      ['fixed', 'absolute'].includes(getComputedStyle(element).position),
    );
    await expect(overlay).toEqual([]);
    await expect(executedPayloads).toEqual([]);
  },
};

/** Every priority, light theme: the visual-regression target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {noticePriorityOptions.map((priority) => (
        <FreshBanner
          key={priority}
          notice={{
            title: `${priority.charAt(0)}${priority.slice(1).toLowerCase()} notice`,
            priority,
            contents:
              'Instances restart on Sunday. <a href="https://status.quiver.example/">Status page</a>',
          }}
        />
      ))}
    </div>
  ),
};

/** Every priority in the dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };

import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Footer } from './footer.tsx';

/** Stories must not open tabs: links keep their attributes but the click goes nowhere. */
function stayOnPage(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

const meta = {
  title: 'Global/Footer',
  component: Footer,
  args: {
    termsHref: 'https://quiver.example/terms',
    privacyHref: 'https://quiver.example/privacy',
    // Pinned, so screenshots do not change on 1 January.
    currentYear: 2026,
    onCookieSettings: fn(),
    onEvent: fn(),
  },
  decorators: [
    (Story) => (
      <div onClickCapture={stayOnPage}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page footer (spec section 2): the copyright range from 2022 to the current year, Terms and Privacy in a new tab (`rel="noopener noreferrer"`), and \'Cookie setting\', a button styled as a link that reopens the cookie settings. Emits terms_click, privacy_click and setCookie_click.',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('© 2022–2026 Quiver Cloud')).toBeVisible();
    const terms = canvas.getByRole('link', { name: 'Terms (opens in a new tab)' });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(terms);
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy (opens in a new tab)' }));
    // Keyboard: Tab reaches the cookie button; Enter opens the settings.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cookie setting' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
    await expect(
      (args.onEvent as ReturnType<typeof fn>).mock.calls.map(([event]) => event.spm),
    ).toEqual(['103.0.1', '103.0.2', '103.0.3']);
  },
};

export const CompanyName: Story = { args: { companyName: 'Example Graph Co.' } };

export const FirstYear: Story = {
  args: { currentYear: 2022 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2022 Quiver Cloud')).toBeVisible();
  },
};

export const Translated: Story = {
  args: {
    labels: {
      terms: 'Conditions',
      privacy: 'Confidentialité',
      cookieSettings: 'Paramètres des cookies',
      newTab: '(nouvel onglet)',
      legalNavigation: 'Mentions légales',
    },
  },
};

export const Narrow: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

/** Light theme: the visual-regression target. */
export const Matrix: Story = {};

/** Dark theme. */
export const MatrixDark: Story = { globals: { theme: 'dark' }, tags: ['no-visual'] };

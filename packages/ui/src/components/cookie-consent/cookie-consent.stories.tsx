import { useState, type MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { createMemoryStorage, type KeyValueStorage } from '../../lib/storage.ts';
import { Footer } from '../footer/footer.tsx';
import { CookieConsent, type CookieConsentProps } from './cookie-consent.tsx';
import { cookieChoiceStorageKey } from './cookie-choice.ts';

/** Stories must not open tabs: links keep their attributes but the click goes nowhere. */
function stayOnPage(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

/**
 * The console's wiring: a fresh in-memory storage per mount (optionally with a stored choice) and
 * the footer's 'Cookie setting' opening the settings dialog. The stored value is echoed below.
 */
function ConsentPage({
  stored,
  ...props
}: Partial<CookieConsentProps> & { stored?: 'true' | 'false' }) {
  const [storage] = useState<KeyValueStorage>(() =>
    createMemoryStorage(stored ? { [cookieChoiceStorageKey]: stored } : {}),
  );
  const [settingsOpen, setSettingsOpen] = useState(props.defaultSettingsOpen ?? false);
  const [value, setValue] = useState(storage.getItem(cookieChoiceStorageKey));
  return (
    <div className="flex min-h-[36rem] flex-col" onClickCapture={stayOnPage}>
      <main className="flex-1 p-6 text-sm">
        Stored <code>{cookieChoiceStorageKey}</code>: <output>{value ?? 'nothing'}</output>
      </main>
      <Footer
        termsHref="https://quiver.example/terms"
        privacyHref="https://quiver.example/privacy"
        currentYear={2026}
        onCookieSettings={() => setSettingsOpen(true)}
      />
      <CookieConsent
        cookiePolicyHref="https://quiver.example/cookies"
        {...props}
        storage={storage}
        settingsOpen={settingsOpen}
        onSettingsOpenChange={setSettingsOpen}
        onChoice={(analytics) => {
          setValue(storage.getItem(cookieChoiceStorageKey));
          props.onChoice?.(analytics);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Global/CookieConsent',
  component: CookieConsent,
  render: (args) => <ConsentPage {...args} />,
  args: {
    cookiePolicyHref: 'https://quiver.example/cookies',
    onChoice: fn(),
    onEvent: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The cookie panel ('Your privacy') and its settings dialog (spec section 2). The choice is stored as a boolean under `cookiesSettings` through `storage`; the panel hides once chosen; `settingsOpen` reopens the dialog (wire it to the footer's 'Cookie setting'). Emits cookiePolicy_click, acceptAllCookies_click, customizeSettings_click and confirmMyChoices_click.",
      },
    },
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const spmCodes = (onEvent: unknown) =>
  (onEvent as ReturnType<typeof fn>).mock.calls.map(([event]) => event.spm);

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Your privacy' });
    await expect(panel).toBeVisible();
    const policy = canvas.getByRole('link', { name: 'Cookie policy (opens in a new tab)' });
    await expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AcceptAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Cookie policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all cookies' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Your privacy' })).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('true');
    await expect(args.onChoice).toHaveBeenCalledWith(true);
    await expect(spmCodes(args.onEvent)).toEqual(['103.0.4', '103.0.5']);
  },
};

/** Refusing every optional cookie is one press, as accepting them is. */
export const EssentialOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Essential cookies only' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Your privacy' })).toBeNull());
    await expect(args.onChoice).toHaveBeenCalledWith(false);
  },
};

/** Keyboard only: open the settings, switch analytics on with Space, confirm. */
export const CustomizeWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Customize settings' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toHaveTextContent('Essential website cookies');
    await expect(dialog).toHaveTextContent('Always active');
    const analytics = screen.getByRole('switch', { name: 'Analytics and customization cookies' });
    await expect(analytics).not.toBeChecked();
    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Confirm My Choices' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('true');
    await expect(spmCodes(args.onEvent)).toEqual(['103.0.6', '103.0.7']);
  },
};

export const CustomizeEssentialOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customize settings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm My Choices' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Your privacy' })).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('false');
    await expect(args.onChoice).toHaveBeenCalledWith(false);
  },
};

/** Already chosen: no panel. The footer's 'Cookie setting' reopens the dialog with the choice. */
export const ReopenFromFooter: Story = {
  render: (args) => <ConsentPage {...args} stored="true" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie setting' }));
    const analytics = await screen.findByRole('switch', {
      name: 'Analytics and customization cookies',
    });
    await expect(analytics).toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm My Choices' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('false'));
  },
};

export const Translated: Story = {
  args: {
    labels: {
      title: 'Votre vie privée',
      text: 'Nous utilisons des cookies essentiels et, avec votre accord, des cookies de mesure.',
      policyLink: 'Politique de cookies',
      newTab: '(nouvel onglet)',
      acceptAll: 'Accepter tous les cookies',
      rejectAll: 'Cookies essentiels uniquement',
      customize: 'Personnaliser',
    },
  },
};

export const Narrow: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

/** The panel, light theme: the visual-regression target. */
export const Matrix: Story = {};

/** The panel, dark theme. */
export const MatrixDark: Story = { globals: { theme: 'dark' }, tags: ['no-visual'] };

/**
 * The dialog's module loads on demand (React.lazy), so it shows a moment after the first render: the
 * screenshot and the axe check wait until it is there with focus inside.
 */
const settingsShown: Story['play'] = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
};

/** The settings dialog open, light theme. */
export const MatrixSettings: Story = { args: { defaultSettingsOpen: true }, play: settingsShown };

/** The settings dialog open, dark theme. */
export const MatrixSettingsDark: Story = {
  args: { defaultSettingsOpen: true },
  play: settingsShown,
  globals: { theme: 'dark' },
  tags: ['no-visual'],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp, CreditCard, Database, LayoutDashboard, User } from 'lucide-react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { AppShell, AppShellNav, AppShellNavItem, type AppShellProps } from './app-shell.tsx';

// Story links must not change the URL (the test runner's page would navigate away).
const stay = (event: { preventDefault: () => void }) => event.preventDefault();

const navigation = (
  <>
    <AppShellNav>
      <AppShellNavItem href="#dashboard" onClick={stay} icon={<LayoutDashboard />}>
        Dashboard
      </AppShellNavItem>
      <AppShellNavItem href="#instances" onClick={stay} icon={<Database />} active>
        Instances
      </AppShellNavItem>
      <AppShellNavItem href="#billing" onClick={stay} icon={<CreditCard />}>
        Billing
      </AppShellNavItem>
    </AppShellNav>
    <AppShellNav heading="Account">
      <AppShellNavItem href="#account" onClick={stay} icon={<User />}>
        Account settings
      </AppShellNavItem>
      <AppShellNavItem href="#help" onClick={stay} icon={<CircleHelp />}>
        Help and support
      </AppShellNavItem>
    </AppShellNav>
  </>
);

function Shell({ width, ...props }: Partial<AppShellProps> & { width: string }) {
  return (
    <div style={{ width }} className="h-[32rem] overflow-hidden border border-border">
      <AppShell
        brand="Quiver Cloud"
        navigation={navigation}
        topBarEnd={
          <Button variant="ghost" size="sm">
            jane@example.com
          </Button>
        }
        topBarStart={<span className="text-sm text-muted-fg">Instances</span>}
        className="min-h-full"
        {...props}
      >
        <h1 className="text-2xl font-semibold">Instances</h1>
        <p className="mt-2 text-sm text-muted-fg">The instance list goes here.</p>
      </AppShell>
    </div>
  );
}

const meta = {
  title: 'Primitives/AppShell',
  component: Shell,
  args: { width: '64rem' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The console layout: sidebar navigation, top bar, content and a skip link. It follows its own width (container query): under 48rem the sidebar becomes a drawer behind a menu button. Every text is a prop.',
      },
    },
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Wide layout: the drawer's menu button is hidden (hidden elements have no accessible name to query by).
    await expect(canvasElement.querySelector('[aria-label="Open navigation"]')).not.toBeVisible();
    // The skip link comes first and moves focus to the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Narrow: Story = {
  args: { width: '375px' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Quiver Cloud' });
    await expect(drawer).toBeInTheDocument();
    // Choosing a destination closes the drawer and returns focus to the menu button.
    await userEvent.click(screen.getByRole('link', { name: 'Billing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
    // Keyboard: Enter opens, Escape closes.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Translated: Story = {
  args: {
    width: '375px',
    skipLinkLabel: 'Zum Inhalt springen',
    openNavigationLabel: 'Navigation öffnen',
    navigationLabel: 'Hauptnavigation',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Navigation öffnen' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
  },
};

/** Wide layout in light; the visual-regression target. */
export const Matrix: Story = {};

/** Wide layout in dark. */
export const MatrixDark: Story = { globals: { theme: 'dark' }, tags: ['no-visual'] };

/** Drawer open on a narrow layout, dark. */
export const DrawerOpenDark: Story = {
  args: { width: '375px' },
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog');
  },
};

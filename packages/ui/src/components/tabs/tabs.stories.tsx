import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsVariantOptions,
  type TabsVariant,
} from './tabs.tsx';

function DetailTabs({ variant }: { variant?: TabsVariant }) {
  return (
    <Tabs defaultValue="overview" className="w-[28rem]">
      <TabsList variant={variant} aria-label="Instance detail">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="logs">Logs</TabsTrigger>
        <TabsTrigger value="backup">Backup</TabsTrigger>
        <TabsTrigger value="configuration" disabled>
          Configuration
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Overview of graph-01.</TabsContent>
      <TabsContent value="logs">Log lines.</TabsContent>
      <TabsContent value="backup">Backups.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: DetailTabs,
  parameters: {
    docs: {
      description: {
        component:
          'Panels of one view. Arrow keys move between tabs (activation follows focus); disabled tabs are skipped.',
      },
    },
  },
} satisfies Meta<typeof DetailTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Logs' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Log lines.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Backup' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Configuration is disabled, so the next ArrowRight wraps to Overview.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

export const Pills: Story = { args: { variant: 'pills' } };

const pageTabs = ['Overview', 'Monitoring', 'Logs', 'Backups', 'Configuration', 'Query'];

/**
 * A page's tab row on a phone: it scrolls sideways (`overflow-x-auto overflow-y-hidden` on the list)
 * and fades the edge that hides more tabs; the arrow keys bring the focused tab clear of the fade.
 */
export const NarrowScreen: Story = {
  render: () => (
    <Tabs defaultValue="overview" className="w-[16rem]">
      <TabsList aria-label="Instance detail" className="overflow-x-auto overflow-y-hidden">
        {pageTabs.map((name) => (
          <TabsTrigger key={name} value={name.toLowerCase()}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {pageTabs.map((name) => (
        <TabsContent key={name} value={name.toLowerCase()}>
          {name} of graph-01.
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('tablist');
    // The edges are read once the row is laid out (a resize observer's callback, after the render).
    await waitFor(() => expect(row).toHaveAttribute('data-more-after'));
    await expect(row).not.toHaveAttribute('data-more-before');
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Backups' })).toHaveFocus();
    // Scrolled to show it: both edges now hide tabs.
    await waitFor(() => expect(row).toHaveAttribute('data-more-before'));
    await expect(row).toHaveAttribute('data-more-after');
  },
};

/** Every variant in both themes. */
export const Matrix: Story = {
  render: () => (
    <BothThemes>
      <div className="flex flex-col gap-6">
        {tabsVariantOptions.map((variant) => (
          <DetailTabs key={variant} variant={variant} />
        ))}
      </div>
    </BothThemes>
  ),
};

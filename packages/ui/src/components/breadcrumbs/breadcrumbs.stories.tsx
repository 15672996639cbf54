import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from './breadcrumbs.tsx';

function InstancePath({ label }: { label?: string }) {
  return (
    <Breadcrumbs label={label}>
      <BreadcrumbItem>
        <BreadcrumbLink href="#instances">Instances</BreadcrumbLink>
      </BreadcrumbItem>
      <BreadcrumbSeparator />
      <BreadcrumbItem>
        <BreadcrumbLink href="#graph-01">graph-01</BreadcrumbLink>
      </BreadcrumbItem>
      <BreadcrumbSeparator />
      <BreadcrumbItem>
        <BreadcrumbPage>Configuration</BreadcrumbPage>
      </BreadcrumbItem>
    </Breadcrumbs>
  );
}

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: InstancePath,
  parameters: {
    docs: {
      description: {
        component:
          'The path to the current page in a `nav` landmark (`label`, default "Breadcrumb"); the last item has `aria-current="page"`.',
      },
    },
  },
} satisfies Meta<typeof InstancePath>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByText('Configuration')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Both themes. */
export const Matrix: Story = {
  render: () => (
    <BothThemes>{(theme) => <InstancePath label={`Breadcrumb (${theme})`} />}</BothThemes>
  ),
};

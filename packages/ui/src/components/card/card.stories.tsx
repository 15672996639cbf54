import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal } from 'lucide-react';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card.tsx';

function ExampleCard() {
  return (
    <Card className="w-80">
      <CardHeader>
        <CardTitle>Standard</CardTitle>
        <CardDescription>Up to 192 vCPU, 2T memory, 4T storage.</CardDescription>
        <CardAction compact>
          <IconButton label="More actions" icon={<MoreHorizontal />} size="sm" />
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold">$1.14/hr</p>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Select</Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          'A raised container. Compose CardHeader (CardTitle, CardDescription, CardAction), CardContent and CardFooter.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <ExampleCard /> };

/** A card whose header holds a wide action (a labelled link, a range choice), at a given width. */
function HeaderActionCard({ width }: { width: number }) {
  return (
    <Card style={{ width }}>
      <CardHeader>
        <CardTitle level={2}>Configuration</CardTitle>
        <CardDescription>The settings the instance runs with.</CardDescription>
        <CardAction>
          <Button variant="outline">Change configuration</Button>
        </CardAction>
      </CardHeader>
      <CardContent className="text-sm">Edition Standard, 4 vCPU, 16 GB memory.</CardContent>
    </Card>
  );
}

/** Which way the header's action sits from its description: below, or at its side. */
function actionPlacement(canvasElement: HTMLElement) {
  const description = canvasElement.querySelector('[data-slot="card-description"]')!;
  const action = canvasElement.querySelector('[data-slot="card-action"]')!;
  const text = description.getBoundingClientRect();
  const control = action.getBoundingClientRect();
  return { text, control };
}

/**
 * Narrower than 28rem (a phone): the action goes under the description, at the start, and the
 * text keeps the card's width.
 */
export const HeaderActionNarrow: Story = {
  render: () => <HeaderActionCard width={288} />,
  play: async ({ canvasElement }) => {
    const { text, control } = actionPlacement(canvasElement);
    await expect(control.top).toBeGreaterThanOrEqual(text.bottom);
    await expect(control.left).toBe(text.left);
    const card = canvasElement.querySelector('[data-slot="card"]')!.getBoundingClientRect();
    await expect(control.right).toBeLessThanOrEqual(card.right);
  },
};

/** 28rem and wider: the action sits at the header's end, beside the title and description. */
export const HeaderActionWide: Story = {
  render: () => <HeaderActionCard width={560} />,
  play: async ({ canvasElement }) => {
    const { text, control } = actionPlacement(canvasElement);
    await expect(control.left).toBeGreaterThan(text.right);
    await expect(control.top).toBeLessThan(text.bottom);
  },
};

/**
 * A `compact` action (an icon button) stays at the header's end in a narrow card: under the text it
 * would only leave a line with one icon on it.
 */
export const HeaderActionCompactNarrow: Story = {
  render: () => <ExampleCard />,
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector('[data-slot="card-title"]')!.getBoundingClientRect();
    const { text, control } = actionPlacement(canvasElement);
    await expect(control.left).toBeGreaterThan(text.right);
    await expect(control.top).toBeLessThan(title.bottom);
  },
};

export const ContentOnly: Story = {
  render: () => (
    <Card className="w-80">
      <CardContent className="text-sm">A card with only a body.</CardContent>
    </Card>
  ),
};

/** Both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <ExampleCard />
    </BothThemes>
  ),
};

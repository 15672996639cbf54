import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal } from 'lucide-react';
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
        <CardAction>
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

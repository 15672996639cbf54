import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import './example-rebrand.css';
import { ThemePanel } from '../lib/story-helpers.tsx';
import { Badge } from '../components/badge/badge.tsx';
import { Button } from '../components/button/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/card/card.tsx';
import { Input } from '../components/input/input.tsx';
import { Switch } from '../components/switch/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs/tabs.tsx';

function Sample({ id }: { id: string }) {
  return (
    <Card className="w-80">
      <CardHeader>
        <CardTitle>graph-01</CardTitle>
        <CardDescription>Standard edition, us-east-1</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex gap-2">
          <Badge tone="success">Active</Badge>
          <Badge tone="primary">Standard</Badge>
        </div>
        <Tabs defaultValue="overview">
          <TabsList aria-label={`Sections ${id}`}>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="logs">Logs</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="text-sm text-muted-fg">
            Running since 1 March.
          </TabsContent>
          <TabsContent value="logs">No logs.</TabsContent>
        </Tabs>
        <Input aria-label={`Instance name ${id}`} defaultValue="graph-01" />
        <div className="flex items-center gap-2 text-sm">
          <Switch id={`uuid-${id}`} defaultChecked />
          <label htmlFor={`uuid-${id}`}>Short UUID</label>
        </div>
      </CardContent>
      <CardFooter className="gap-2">
        <Button startIcon={<Plus />}>Create</Button>
        <Button variant="outline">Cancel</Button>
      </CardFooter>
    </Card>
  );
}

/**
 * The same components in the default theme and in a rebrand that overrides a handful of variables in
 * one CSS file (`src/themes/example-rebrand.css`): primary hue, accent, radius and font. No
 * component changes; light and dark both follow.
 */
function RebrandShowcase() {
  return (
    <div className="flex flex-wrap gap-4">
      {(['light', 'dark'] as const).map((theme) => (
        <div key={theme} className="flex flex-wrap gap-4">
          <ThemePanel theme={theme}>
            <p className="mb-2 text-xs font-medium text-muted-fg">Quiver ({theme})</p>
            <Sample id={`quiver-${theme}`} />
          </ThemePanel>
          <ThemePanel theme={theme} className="theme-example-rebrand">
            <p className="mb-2 text-xs font-medium text-muted-fg">Rebrand ({theme})</p>
            <Sample id={`rebrand-${theme}`} />
          </ThemePanel>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Theming/Rebrand',
  component: RebrandShowcase,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Another product rebrands @quiver/ui by overriding layer-1 CSS variables in one file loaded after `@quiver/ui/styles.css`. Here the rebrand is scoped to a class so both looks sit side by side.',
      },
    },
  },
} satisfies Meta<typeof RebrandShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rebrand: Story = {
  play: async ({ canvasElement }) => {
    const [quiverButton, rebrandButton] = [
      canvasElement.querySelector(
        '[data-theme-panel="light"]:not(.theme-example-rebrand) [data-variant="primary"]',
      ),
      canvasElement.querySelector('.theme-example-rebrand [data-variant="primary"]'),
    ];
    // The override really reaches the component: a different primary colour and radius.
    const a = getComputedStyle(quiverButton as Element);
    const b = getComputedStyle(rebrandButton as Element);
    await expect(b.backgroundColor).not.toBe(a.backgroundColor);
    await expect(b.borderRadius).not.toBe(a.borderRadius);
  },
};

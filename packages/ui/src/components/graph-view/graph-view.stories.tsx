import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import type { GraphSelection } from './graph-details.tsx';
import { graphLabelColors } from './graph-data.ts';
import { GraphView } from './graph-view.tsx';
import { generatedGraph, socialGraph } from './sample-graph.ts';

// Generated once per module: deterministic (seeded), so screenshots never change between runs.
const hundreds = generatedGraph(240);
const overCap = generatedGraph(450);

const meta = {
  title: 'Domain/GraphView',
  component: GraphView,
  args: { data: socialGraph, onSelectionChange: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A node-link view of a graph result: nodes coloured by label with a caption, relationships as arrows with their type, laid out once by d3-force. Nodes are one tab stop (arrow keys between them, Enter selects); the details panel shows properties and is the keyboard path to relationships. Ctrl/⌘ + wheel zooms, dragging pans, the buttons zoom and fit. Over 300 nodes, the first 300 are drawn and a notice says so.',
      },
    },
  },
} satisfies Meta<typeof GraphView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Social: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Graph of 8 nodes and 10 relationships' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Person Ada' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getByRole('button', { name: 'City London' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(canvas.getByRole('list', { name: 'Labels' })).toHaveTextContent('Person5');
  },
};

/** Keyboard: Tab reaches the first node, arrows move, Enter shows the properties. */
export const KeyboardSelectsNode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Person Ada' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const alan = canvas.getByRole('button', { name: 'Person Alan' });
    await expect(alan).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(alan).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledWith({ kind: 'node', id: '0:1' });
    const details = canvas.getByRole('region', { name: 'Details' });
    await expect(details).toHaveTextContent('age41');
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected Person Alan');
    // The details panel reaches the node's relationships, and from them the other end.
    await userEvent.click(canvas.getByRole('button', { name: 'KNOWS → Edsger' }));
    await expect(details).toHaveTextContent('since1962');
    await userEvent.click(within(details).getByRole('button', { name: 'Person Edsger' }));
    await expect(
      canvas.getByRole('button', { name: 'Person Edsger', pressed: true }),
    ).toBeVisible();
  },
};

/** A relationship picked with the pointer. */
export const PointerSelectsRelationship: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const arrow = canvasElement.querySelector('[data-relationship-id="5:0"] path:last-of-type');
    await userEvent.click(arrow as Element);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Details' })).toHaveTextContent('roleanalyst'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByRole('region', { name: 'Details' })).toHaveTextContent(
      'Select a node or a relationship',
    );
  },
};

export const ZoomControls: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const stage = () =>
      canvasElement.querySelector('[data-slot="graph-view-canvas"] > g')?.getAttribute('transform');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(stage()).toContain('scale(1.25)');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit to view' }));
    await expect(stage()).toBe('translate(0 0) scale(1)');
  },
};

/** A few hundred nodes: still one tab stop, relationship types only on selection. */
export const HundredsOfNodes: Story = {
  args: { data: hundreds, height: 560 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Graph of 240 nodes/ })).toBeVisible();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** More nodes than drawn: the first 300, and a notice that says so. */
export const OverTheCap: Story = {
  args: { data: overCap, height: 560 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Showing the first 300 of 450 nodes/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Graph of 300 nodes/ })).toBeVisible();
  },
};

/** A relationship whose end is not in the result is not drawn, and the notice says so. */
export const MissingEnds: Story = {
  args: {
    data: {
      nodes: socialGraph.nodes.slice(0, 2),
      relationships: [
        ...socialGraph.relationships.slice(0, 2),
        { id: 'x', type: 'KNOWS', source: '0:0', target: 'gone', properties: {} },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1 relationship is not drawn/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: { nodes: [], relationships: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No nodes to draw/)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SingleNode: Story = {
  args: { data: { nodes: socialGraph.nodes.slice(0, 1), relationships: [] } },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the result')).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

/** The caption from another property, and a controlled selection. */
export const ControlledSelection: Story = {
  args: { captionProperty: 'age' },
  render: function Render(args) {
    const [selection, setSelection] = useState<GraphSelection | null>({ kind: 'node', id: '0:2' });
    return <GraphView {...args} selection={selection} onSelectionChange={setSelection} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Person 45', pressed: true })).toBeVisible();
  },
};

/** Colours from the instance's node tables: the same label keeps its colour in every result. */
export const ColoursFromSchema: Story = {
  args: { labelColors: graphLabelColors(['Company', 'City', 'Person', 'Account']) },
  play: async ({ canvasElement }) => {
    const ada = canvasElement.querySelector('[data-node-id="0:0"] circle:last-of-type');
    await expect(ada).toHaveAttribute('fill', 'var(--chart-3, var(--warning))');
  },
};

/** Translated texts. */
export const Translated: Story = {
  args: {
    labels: {
      graph: ({ nodes, relationships }) => `${nodes} 个节点、${relationships} 条关系的图`,
      details: '详情',
      noSelection: '选择一个节点或关系以查看其属性。',
      zoomIn: '放大',
      zoomOut: '缩小',
      fit: '适合视图',
      labelsLegend: '标签',
      typesLegend: '关系类型',
    },
  },
  play: async () => {
    await expect(screen.getByRole('group', { name: '8 个节点、10 条关系的图' })).toBeVisible();
  },
};

/** Light and dark. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes className="flex-col">
      {(theme) => (
        <GraphView
          {...args}
          className="w-[56rem]"
          height={360}
          labels={{
            graph: () => `Graph ${theme}`,
            details: `Details ${theme}`,
            labelsLegend: `Labels ${theme}`,
            typesLegend: `Types ${theme}`,
          }}
          selection={{ kind: 'node', id: '0:0' }}
        />
      )}
    </BothThemes>
  ),
};

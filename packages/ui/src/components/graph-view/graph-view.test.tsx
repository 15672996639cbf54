import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphView } from './graph-view.tsx';
import { generatedGraph, socialGraph } from './sample-graph.ts';

const graph = () => screen.getByRole('group', { name: /^Graph of/ });

describe('GraphView', () => {
  it('names the drawing and each node by its label and caption, with one tab stop', () => {
    render(<GraphView data={socialGraph} />);
    expect(graph()).toHaveAccessibleName('Graph of 8 nodes and 10 relationships');
    const nodes = within(graph()).getAllByRole('button');
    expect(nodes.map((item) => item.getAttribute('aria-label'))).toContain('City London');
    expect(nodes.filter((item) => item.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('moves between nodes with the arrow keys and selects with Enter', async () => {
    const onSelectionChange = vi.fn();
    render(<GraphView data={socialGraph} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Person Ada' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Company Analytical Engines Ltd' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith({ kind: 'node', id: '0:1' });
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Alan');
    expect(details).toHaveTextContent('age41');
    expect(screen.getByRole('status')).toHaveTextContent('Selected Person Alan');
    await userEvent.keyboard('{Escape}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(null);
    expect(details).toHaveTextContent('Select a node or a relationship');
  });

  it('reaches relationships and their ends from the details panel', async () => {
    render(<GraphView data={socialGraph} selection={{ kind: 'node', id: '0:0' }} />);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('button', { name: '← KNOWS Alan' })).toBeInTheDocument();
    expect(
      within(details).getByRole('button', { name: 'WORKS_AT → Analytical Engines Ltd' }),
    ).toBeInTheDocument();
  });

  it('shows a relationship with its ends and properties, and selects an end from there', async () => {
    const onSelectionChange = vi.fn();
    render(
      <GraphView
        data={socialGraph}
        selection={{ kind: 'relationship', id: '5:0' }}
        onSelectionChange={onSelectionChange}
      />,
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('WORKS_AT');
    expect(details).toHaveTextContent('roleanalyst');
    await userEvent.click(
      within(details).getByRole('button', { name: 'Company Analytical Engines Ltd' }),
    );
    expect(onSelectionChange).toHaveBeenCalledWith({ kind: 'node', id: '2:0' });
  });

  it('draws at most maxNodes and says how many were left out', () => {
    render(<GraphView data={generatedGraph(40)} maxNodes={25} />);
    expect(graph()).toHaveAccessibleName(/^Graph of 25 nodes/);
    expect(screen.getByText(/Showing the first 25 of 40 nodes/)).toBeInTheDocument();
  });

  it('says there is nothing to draw for an empty result, and loading while it loads', () => {
    const { rerender } = render(<GraphView data={{ nodes: [], relationships: [] }} />);
    expect(screen.getByText(/No nodes to draw/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<GraphView data={socialGraph} loading />);
    expect(screen.getByText('Loading the result')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Graph of/ })).not.toBeInTheDocument();
  });

  it('zooms with its buttons and fits again', async () => {
    const { container } = render(<GraphView data={socialGraph} />);
    const stage = () => container.querySelector('[data-slot="graph-view-canvas"] > g');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(stage()?.getAttribute('transform')).toContain('scale(0.8)');
    await userEvent.click(screen.getByRole('button', { name: 'Fit to view' }));
    expect(stage()).toHaveAttribute('transform', 'translate(0 0) scale(1)');
  });
});

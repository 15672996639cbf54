import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createServices } from '../app/services.ts';
import { ServicesProvider } from './services.tsx';
import { createStorage } from './storage.ts';
import { useKeptAnswer } from './kept-answer.ts';
import { memoryBackend } from '../../test/render.tsx';

function Shown({ ask, freshFor }: { ask: () => Promise<string>; freshFor: number }) {
  const { data, isPending } = useKeptAnswer('greeting', ask, freshFor);
  return <p>{isPending ? 'pending' : (data ?? 'none')}</p>;
}

function renderTwice(ask: () => Promise<string>, freshFor: number) {
  const services = createServices(createStorage(memoryBackend(), memoryBackend()));
  const view = (mounted: number) => (
    <ServicesProvider services={services}>
      {Array.from({ length: mounted }, (_, index) => (
        <Shown key={index} ask={ask} freshFor={freshFor} />
      ))}
    </ServicesProvider>
  );
  return { ...render(view(2)), view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useKeptAnswer', () => {
  it('asks once for every mount at the same time and shows the answer in each', async () => {
    const ask = vi.fn(() => Promise.resolve('hello'));
    renderTwice(ask, 60_000);
    expect(screen.getAllByText('pending')).toHaveLength(2);
    expect(await screen.findAllByText('hello')).toHaveLength(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('reuses a fresh answer on a new mount and asks again once it is stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ask = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const { rerender, view } = renderTwice(ask, 60_000);
    await screen.findAllByText('first');

    rerender(view(0));
    rerender(view(1));
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 60_001);
    rerender(view(0));
    rerender(view(1));
    // The stale answer shows while the new one is asked for.
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the call fails, and keeps an earlier answer', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    renderTwice(failing, 60_000);
    expect(await screen.findAllByText('none')).toHaveLength(2);

    const ask = vi.fn().mockResolvedValueOnce('kept').mockRejectedValueOnce(new Error('down'));
    const { rerender, view } = renderTwice(ask, 0);
    await screen.findAllByText('kept');
    rerender(view(0));
    await act(async () => rerender(view(1)));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(screen.getByText('kept')).toBeInTheDocument();
  });
});

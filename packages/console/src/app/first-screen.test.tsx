import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { resolveFirstScreen } from './router.tsx';

const Screen = () => null;

describe('resolveFirstScreen', () => {
  it('loads the screen of a page without data before the router starts', async () => {
    const lazy = vi.fn(async () => ({ Component: Screen }));
    const routes: RouteObject[] = [{ path: '/login', lazy }];
    await resolveFirstScreen(routes, { pathname: '/login' });
    expect(lazy).toHaveBeenCalledOnce();
    expect(routes[0]?.lazy).toBeUndefined();
    expect(routes[0]?.Component).toBe(Screen);
  });

  it('leaves pages with a loader, and other pages, to the router', async () => {
    const lazy = vi.fn(async () => ({ Component: Screen }));
    const routes: RouteObject[] = [
      { path: '/login', lazy },
      { path: '/', loader: () => null, lazy, children: [{ path: 'dashboard', lazy }] },
    ];
    await resolveFirstScreen(routes, { pathname: '/dashboard' });
    await resolveFirstScreen(routes, { pathname: '/nowhere' });
    expect(lazy).not.toHaveBeenCalled();
    expect(routes.every((route) => route.lazy === lazy)).toBe(true);
  });

  it('leaves a screen that fails to load lazy, for the router to retry and report', async () => {
    const lazy = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    const routes: RouteObject[] = [{ path: '/login', lazy }];
    await expect(resolveFirstScreen(routes, { pathname: '/login' })).resolves.toBeUndefined();
    expect(routes[0]?.lazy).toBe(lazy);
  });
});

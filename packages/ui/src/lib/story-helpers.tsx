import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/*
 * Helpers for stories only (not exported from the package). A Matrix story renders its grid once in
 * the light theme and once in the dark theme, so one story lets axe check contrast in both themes and
 * gives visual regression both looks.
 */

type Theme = 'light' | 'dark';

interface ThemePanelProps {
  theme: Theme;
  children: ReactNode;
  className?: string;
}

/** A themed box: the `.light`/`.dark` class re-scopes every token for its subtree. */
export function ThemePanel({ theme, children, className }: ThemePanelProps) {
  return (
    <div
      data-theme-panel={theme}
      className={cn(theme, 'rounded-lg bg-surface p-4 text-surface-fg', className)}
    >
      {children}
    </div>
  );
}

/**
 * The same content side by side in light and dark. Pass a function when the content needs a
 * theme-specific detail (landmark labels must be unique on a page).
 */
export function BothThemes({
  children,
  className,
}: {
  children: ReactNode | ((theme: Theme) => ReactNode);
  className?: string;
}) {
  const content = (theme: Theme) => (typeof children === 'function' ? children(theme) : children);
  return (
    <div className={cn('flex flex-wrap gap-4', className)}>
      <ThemePanel theme="light">{content('light')}</ThemePanel>
      <ThemePanel theme="dark">{content('dark')}</ThemePanel>
    </div>
  );
}

/** A labelled grid: one row per entry of `rows`, one column per entry of `columns`. */
export function MatrixGrid<R extends string, C extends string>({
  rows,
  columns,
  render,
}: {
  rows: readonly R[];
  columns: readonly C[];
  render: (row: R, column: C) => ReactNode;
}) {
  return (
    <table className="border-separate border-spacing-3 text-left text-xs">
      <thead>
        <tr>
          <td />
          {columns.map((column) => (
            <th key={column} scope="col" className="font-medium text-muted-fg">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row" className="pr-2 font-medium text-muted-fg">
              {row}
            </th>
            {columns.map((column) => (
              <td key={column}>{render(row, column)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

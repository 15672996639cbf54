import { useSearchParams } from 'react-router';

/**
 * The tab of a page kept in its address (`?tab=…`, none for the first): the tab shown (the first
 * for a missing or unknown one) and the way to choose another, which replaces the address entry.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (value: string) => void] {
  const [search, setSearch] = useSearchParams();
  const value = search.get('tab');
  const first = tabs[0] as T;
  const tab = (tabs as readonly (string | null)[]).includes(value) ? (value as T) : first;
  const chooseTab = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === first) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [tab, chooseTab];
}

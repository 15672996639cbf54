export { Tabs, TabsList, TabsTrigger, TabsContent, tabsVariantOptions } from './tabs.tsx';
export type { TabsListProps, TabsVariant } from './tabs.tsx';

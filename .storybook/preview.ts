/// <reference types="vite/client" />
import { createElement } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';

// findBy*/waitFor resolve as soon as the UI is ready; the longer ceiling only matters on a loaded CI
// machine (2 cores shared with other suites), where 1 s made portal and scroll checks flaky.
configure({ asyncUtilTimeout: 5000 });

type Theme = 'light' | 'dark';

/**
 * Applies the toolbar's theme the way an app does: the `.dark` class on <html>. It goes on the root
 * element (not a wrapper) because dialogs, menus and tooltips render in portals under <body>.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  return createElement(Story);
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  initialGlobals: { theme: 'light' },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'centered',
    // 'error': every axe violation fails the story's test (`npx vitest run --project storybook`).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375 × 667)',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 × 1024)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Laptop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Desktop (1440 × 900)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The one Vite setup of @quiver/ui: Storybook (framework builder option in .storybook/main.ts) and the
// Vitest projects both start from it, so Tailwind and React behave the same everywhere.
export default defineConfig({
  plugins: [react(), tailwindcss()],
});

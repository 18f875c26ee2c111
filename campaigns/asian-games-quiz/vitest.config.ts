import { defineConfig } from 'vitest/config';

// Its own config so unit tests do not load the campaign's Vite preset (and its dev sandbox).
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });

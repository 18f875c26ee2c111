import { defineConfig } from 'vitest/config';

// Unit tests need neither the campaign's Vite preset nor its dev sandbox.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });

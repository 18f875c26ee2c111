// Unit tests need no Vite preset (its config is TypeScript that plain Node cannot load); they run
// in happy-dom for localStorage and URL.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { environment: 'happy-dom', include: ['src/**/*.test.ts'] } });

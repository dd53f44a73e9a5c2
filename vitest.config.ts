import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __DATA_VERSION__: JSON.stringify('test'),
    __BUILD_ID__: JSON.stringify('test'),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Server tests seed a database with scrypt-hashed passwords; a loaded two-core CI box is slow.
    testTimeout: 15_000,
  },
});

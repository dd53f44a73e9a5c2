import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/` and `@contract/`, from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  define: {
    __DATA_VERSION__: JSON.stringify('test'),
    __BUILD_ID__: JSON.stringify('test'),
  },
  test: {
    restoreMocks: true,
    globalSetup: ['server/testing/temp-dir.ts', 'server/testing/postgres-template.ts'],
    // Server tests seed a database with scrypt-hashed passwords; a loaded two-core CI box is slow.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Components render in a DOM against the real reference API, in process (src/testing).
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});

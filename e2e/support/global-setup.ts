import type { TestProject } from 'vitest/node';
import { startApp } from '../../tools/app-process.ts';

// Builds the web app if needed and starts the real server (fresh PGlite, demo data) for the browser tests.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}

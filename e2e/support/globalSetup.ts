import { startStack } from './stack';

export default async function globalSetup() {
  const stack = await startStack();
  // Workers inherit these: fixtures.ts turns them into baseURL and helpers.
  process.env.E2E_SHELL_URL = stack.urls.shell;
  process.env.E2E_API_URL = stack.urls.api;
  process.env.E2E_STACK = JSON.stringify(stack.urls);
  return stack.stop;
}

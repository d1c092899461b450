// TEAM NOTE (remove when you replace this placeholder): read /tmp/common.md first: layout, shared-api/shared-ui surface, e2e fixtures, and the rule to COMMIT YOUR OWN FILES OFTEN with git (the session can be cut any moment).
import type { RemotePageProps } from 'shared-ui';

export default function LegacyPage({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>LegacyPage</h1>
    </main>
  );
}

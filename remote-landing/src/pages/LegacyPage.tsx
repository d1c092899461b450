import type { RemotePageProps } from 'shared-ui';

export default function LegacyPage({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>LegacyPage</h1>
    </main>
  );
}

import type { RemotePageProps } from 'shared-ui';

export default function ArchivedCases({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>ArchivedCases</h1>
    </main>
  );
}

import type { RemotePageProps } from 'shared-ui';

export default function AdminDashboard({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>AdminDashboard</h1>
    </main>
  );
}

import type { RemotePageProps } from 'shared-ui';

export default function UserDashboard({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>UserDashboard</h1>
    </main>
  );
}

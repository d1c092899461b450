import type { RemotePageProps } from 'shared-ui';

export default function StaffDashboard({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>StaffDashboard</h1>
    </main>
  );
}

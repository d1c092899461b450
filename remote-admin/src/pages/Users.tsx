import type { RemotePageProps } from 'shared-ui';

export default function Users({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Users</h1>
    </main>
  );
}

import type { RemotePageProps } from 'shared-ui';

export default function Profile({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Profile</h1>
    </main>
  );
}

import type { RemotePageProps } from 'shared-ui';

export default function Verify({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Verify</h1>
    </main>
  );
}

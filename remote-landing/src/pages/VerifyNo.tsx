import type { RemotePageProps } from 'shared-ui';

export default function VerifyNo({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>VerifyNo</h1>
    </main>
  );
}

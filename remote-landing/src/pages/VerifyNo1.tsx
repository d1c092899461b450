import type { RemotePageProps } from 'shared-ui';

export default function VerifyNo1({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>VerifyNo1</h1>
    </main>
  );
}

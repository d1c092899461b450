import type { RemotePageProps } from 'shared-ui';

export default function Landing({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Landing</h1>
    </main>
  );
}
